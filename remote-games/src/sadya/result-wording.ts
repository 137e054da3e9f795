/**
 * Puts the score's parts into words for the result card: dishes in their place, dishes in their
 * turn, and the time against the feast's par. The scoring stays pure; only this file knows those
 * sentences.
 */
import type { Translate } from '@onam/shared/i18n/translator';
import type { ResultRow } from '../common/result-card';
import type { SadyaScreenKey } from './messages';
import { formatClock } from './play-controller';
import type { SadyaScore } from './scoring';

/** One row of the result card for each part of the score. */
export function resultRows(t: Translate<SadyaScreenKey>, score: SadyaScore): ResultRow[] {
  return [
    {
      id: 'place',
      label: t('sadya.result.place'),
      points: score.place.points,
      max: score.place.max,
      detail: t('sadya.result.placeDetail', {
        right: score.place.right,
        of: score.place.of,
      }),
    },
    {
      id: 'order',
      label: t('sadya.result.order'),
      points: score.order.points,
      max: score.order.max,
      detail: t('sadya.result.orderDetail', {
        right: score.order.right,
        of: score.order.of,
      }),
    },
    {
      id: 'time',
      label: t('sadya.result.time'),
      points: score.time.points,
      max: score.time.max,
      detail: t('sadya.result.timeDetail', {
        time: formatClock(score.time.elapsedMs),
        of: score.place.of,
        par: formatClock(score.time.parMs),
        limit: formatClock(score.time.limitMs),
      }),
    },
  ];
}
