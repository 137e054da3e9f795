import type { DocumentData } from 'firebase/firestore';
import type { Listening, LoadedOnUse } from './firebase-services';
import { listenOnceLoaded } from './listening';
import { NOW_WALL_DOC, nowDayDoc, sumDay, sumWaiting } from '../../now/now-counters';
import type { LiveNumbersPort } from '../port';
import { mapDataError } from './data-errors';

/**
 * The "Now" panel's listener: the day's counter shards and the wall's, a few documents each
 * (shared/src/now/now-counters.ts), summed here. Each change the server makes to a shard reaches
 * the open console as one document read.
 */
export function createFirebaseLiveNumbers(listening: LoadedOnUse<Listening>): LiveNumbersPort {
  return {
    watch(day, onNumbers, onError) {
      let dayShards: DocumentData[] | undefined;
      let wallShards: DocumentData[] | undefined;
      const emit = () => {
        if (!dayShards || !wallShards) return;
        onNumbers({ day, ...sumDay(dayShards), waiting: sumWaiting(wallShards) });
      };
      const failed = (error: unknown) => onError(mapDataError(error));
      return listenOnceLoaded(
        listening,
        ({ db, collection, onSnapshot }) => {
          const stops = [
            onSnapshot(
              collection(db, nowDayDoc(day), 'shards'),
              (snapshot) => {
                dayShards = snapshot.docs.map((doc) => doc.data());
                emit();
              },
              failed,
            ),
            onSnapshot(
              collection(db, NOW_WALL_DOC, 'shards'),
              (snapshot) => {
                wallShards = snapshot.docs.map((doc) => doc.data());
                emit();
              },
              failed,
            ),
          ];
          return () => stops.forEach((stop) => stop());
        },
        failed,
      );
    },
  };
}
