import type { FestivalMoment, MainDayCountdown } from '@onam/shared/festival/calendar';
import type { Locale } from '@onam/shared/i18n/locale';
import type { Translate } from '@onam/shared/i18n/translator';
import { inLocale } from '@onam/shared/manifest/localized';
import type { FestivalDay } from '@onam/shared/manifest/schema';
import type { MessageKey } from '../../i18n/messages';

/** A festival day as the visitor's language names it: അത്തം in Malayalam, Atham in English. */
const dayName = (day: FestivalDay, locale: Locale) => inLocale(day.name, day.nameMl, locale);

/** The hero's line about today: which festival day it is, how long until it starts, or that it is over. */
export function festivalLine(
  moment: FestivalMoment,
  t: Translate<MessageKey>,
  formatDate: (isoDate: string) => string,
  locale: Locale,
): string {
  switch (moment.phase) {
    case 'during':
      return t('home.day.during', {
        day: moment.day.day,
        total: moment.totalDays,
        name: dayName(moment.day, locale),
      });
    case 'before':
      return moment.daysUntil === 1
        ? t('home.day.tomorrow', { name: dayName(moment.firstDay, locale) })
        : t('home.day.before', {
            count: moment.daysUntil,
            name: dayName(moment.firstDay, locale),
            date: formatDate(moment.firstDay.start),
          });
    case 'after':
      return t('home.day.after');
  }
}

/** The countdown to Thiruvonam under the hero's line, before and during the festival. */
export function countdownLine(
  countdown: MainDayCountdown,
  t: Translate<MessageKey>,
  locale: Locale,
): string {
  const name = dayName(countdown.day, locale);
  switch (countdown.kind) {
    case 'days':
      return t('home.countdown.days', { count: countdown.days, name });
    case 'tomorrow':
      return t('home.countdown.tomorrow', { name });
    case 'today':
      return t('home.countdown.today', { name });
  }
}
