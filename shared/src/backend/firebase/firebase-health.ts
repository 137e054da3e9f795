import type { DocumentData } from 'firebase/firestore';
import { addShard, emptyTotals, versionDoc } from '../../health/health-counters';
import type { HealthWatchPort } from '../../health/health-port';
import type { Listening, LoadedOnUse } from './firebase-services';
import { listenOnceLoaded } from './listening';

/**
 * The console's health panel listens to one shards collection per window and version (at most
 * ten documents each) and sums them: an hour of a canary and its stable is 24 small listeners,
 * and each report the server adds reaches the open console as one document read.
 */
export function createFirebaseHealth(listening: LoadedOnUse<Listening>): HealthWatchPort {
  return {
    watch(remote, version, windows, onTotals, onError) {
      const shards = new Map<string, DocumentData[]>();
      const emit = () => {
        if (shards.size < windows.length) return;
        const totals = emptyTotals();
        for (const docs of shards.values()) docs.forEach((data) => addShard(totals, data));
        onTotals(totals);
      };
      return listenOnceLoaded(
        listening,
        ({ db, collection, onSnapshot }) => {
          const stops = windows.map((window) =>
            onSnapshot(
              collection(db, versionDoc(remote, version), 'windows', window, 'shards'),
              (snapshot) => {
                shards.set(
                  window,
                  snapshot.docs.map((doc) => doc.data()),
                );
                emit();
              },
              onError,
            ),
          );
          return () => stops.forEach((stop) => stop());
        },
        onError,
      );
    },
  };
}
