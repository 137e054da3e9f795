import type { FamilyPort } from '../port';
import { guarded, mapDataError } from './data-errors';
import { loadedOnUse } from './firebase-services';
import { listenOnceLoaded } from './listening';

/**
 * The family carpet's adapter, loaded with its first use: only a family's pages need it, and
 * every page would otherwise evaluate it with the backend at start-up. A watch stopped before it
 * arrives never starts; lays made meanwhile reach it in the order they were made.
 */
export function familyOnUse(load: () => Promise<FamilyPort>): FamilyPort {
  const family = loadedOnUse(load);
  return {
    start: (request) => guarded(async () => (await family()).start(request)),
    join: (request) => guarded(async () => (await family()).join(request)),
    remove: (request) => guarded(async () => (await family()).remove(request)),
    setOpen: (request) => guarded(async () => (await family()).setOpen(request)),
    finish: (request) => guarded(async () => (await family()).finish(request)),
    finished: (carpetId) => guarded(async () => (await family()).finished(carpetId)),
    board: (gameId) => guarded(async () => (await family()).board(gameId)),
    watch: (carpetId, onCarpet, onError) =>
      listenOnceLoaded(
        family,
        (loaded) => loaded.watch(carpetId, onCarpet, onError),
        (error) => onError(mapDataError(error)),
      ),
    lay(carpetId, laid, centrepiece) {
      // A lay comes from a carpet on the screen, whose watch has loaded the adapter already.
      family().then(
        (loaded) => loaded.lay(carpetId, laid, centrepiece),
        () => undefined,
      );
    },
  };
}
