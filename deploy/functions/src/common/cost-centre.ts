// Work the site does whatever the number of visitors (a board's recount, once a minute per game),
// told apart from the visitor's own: the bench's bill (deploy/bench/bill-shim.cjs) reads the name
// from the same AsyncLocalStorage, kept on `globalThis` so the shim, loaded before the functions,
// finds it, and prices the day as visitors times a visit plus minutes times these
// (docs/decisions/069). Outside the bill it only carries a name.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('onam.costCentre');
const scope = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<string> };
const centres = (scope[KEY] ??= new AsyncLocalStorage<string>());

/** Runs `work` as the fixed cost `name`: every Firestore call it makes is billed to it. */
export const asFixedCost = <T>(name: string, work: () => Promise<T>): Promise<T> =>
  centres.run(name, work);
