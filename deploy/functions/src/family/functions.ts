import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/https';
import { packageScoring } from '../../../game-packages/scoring';
import { gameRemotes } from '../campaign/game-remotes';
import { callableOptions, db, now } from '../platform/admin';
import { files, registry } from '../platform/game-packages';
import type { FamilyDeps } from './family-deps';
import { finishFamilyCarpet as finish } from './finish-carpet';
import { joinFamilyCarpet as join } from './join-carpet';
import { removeFamilyMember as remove, setFamilyCarpetOpen as setOpen } from './owner-controls';
import { randomId } from './random-id';
import { startFamilyCarpet as start } from './start-carpet';

// A family pookalam's callables (docs/decisions/074), named as FAMILY_CALLABLES in
// shared/src/family/carpet.ts says. The members write their strokes themselves (firestore.rules);
// everything else of a carpet is written here.
const deps: FamilyDeps = {
  db,
  // Each version's scoring, fetched from its published package on first use, in a sandbox.
  scoring: packageScoring({ registry, files }),
  now,
  newId: (length) => randomId(length),
  gameRemotes,
  log: (event, detail) => logger.warn(event, detail),
};

export const startFamilyCarpet = onCall(callableOptions, (request) =>
  start(deps, request.auth?.uid, request.data),
);
export const joinFamilyCarpet = onCall(callableOptions, (request) =>
  join(deps, request.auth?.uid, request.data),
);
export const removeFamilyMember = onCall(callableOptions, (request) =>
  remove(deps, request.auth?.uid, request.data),
);
export const setFamilyCarpetOpen = onCall(callableOptions, (request) =>
  setOpen(deps, request.auth?.uid, request.data),
);
export const finishFamilyCarpet = onCall(callableOptions, (request) =>
  finish(deps, request.auth?.uid, request.data),
);
