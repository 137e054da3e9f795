import type { FestivalMoment } from '@onam/shared/festival/calendar';
import type { Translate } from '@onam/shared/i18n/translator';
import type { MessageKey } from '../../i18n/messages';

/** The hero's line about today: which festival day it is, how long until it starts, or that it is over. */
export function festivalLine(
  moment: FestivalMoment,
  t: Translate<MessageKey>,
  formatDate: (isoDate: string) => string,
): string {
  switch (moment.phase) {
    case 'during':
      return t('home.day.during', {
        day: moment.day.day,
        total: moment.totalDays,
        name: moment.day.name,
      });
    case 'before':
      return moment.daysUntil === 1
        ? t('home.day.tomorrow', { name: moment.firstDay.name })
        : t('home.day.before', {
            count: moment.daysUntil,
            name: moment.firstDay.name,
            date: formatDate(moment.firstDay.start),
          });
    case 'after':
      return t('home.day.after');
  }
}
