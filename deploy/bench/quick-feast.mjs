// The sadya's quick feast served right, dish by dish, as the browser stories serve it
// (e2e/support/quick-feast-served-right.json): the bench's plays are theirs.
import { readFileSync } from 'node:fs';

/** @type {ReadonlyArray<readonly [dish: string, place: string]>} */
export const QUICK_FEAST = JSON.parse(
  readFileSync(new URL('../../e2e/support/quick-feast-served-right.json', import.meta.url), 'utf8'),
);
