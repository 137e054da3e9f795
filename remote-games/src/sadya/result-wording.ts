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
  const [place, order, time] = score.parts;
  return [
    {
      id: 'place',
      label: t('sadya.result.place'),
      points: place.points,
      max: place.max,
      detail: t('sadya.result.placeDetail', {
        right: place.right,
        of: place.of,
      }),
    },
    {
      id: 'order',
      label: t('sadya.result.order'),
      points: order.points,
      max: order.max,
      detail: t('sadya.result.orderDetail', {
        right: order.right,
        of: order.of,
      }),
    },
    {
      id: 'time',
      label: t('sadya.result.time'),
      points: time.points,
      max: time.max,
      detail: t('sadya.result.timeDetail', {
        time: formatClock(time.elapsedMs),
        of: place.of,
        par: formatClock(time.parMs),
        limit: formatClock(time.limitMs),
      }),
    },
  ];
}
