import { useContext } from 'react';
import { opensOnDay } from '@onam/shared/festival/availability';
import { festivalMoment, formatFestivalDate } from '@onam/shared/festival/calendar';
import { festivalIcs } from '@onam/shared/festival/ics';
import type { Locale } from '@onam/shared/i18n/locale';
import { inLocale, productName } from '@onam/shared/manifest/localized';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import type { Translate } from '@onam/shared/i18n/translator';
import {
  TrustedClockContext,
  useCampaign,
  useFestivalToday,
} from '../../campaign/campaign-context';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { dayMeaning } from './day-meaning';
import { calendarMessages, type CalendarKey } from './messages';
import styles from './calendar.module.css';

/** A day's dates as the visitor's language writes them: "19–20 August" for a day on two dates. */
function dayDates(day: CampaignManifest['festival']['days'][number], locale: Locale) {
  const format = (iso: string) => formatFestivalDate(iso, `${locale}-IN`);
  return day.end && day.end !== day.start
    ? `${format(day.start)} – ${format(day.end)}`
    : format(day.start);
}

/** The calendar file: every day, named and explained in the visitor's language. */
function calendarFile(
  manifest: CampaignManifest,
  t: Translate<CalendarKey>,
  locale: Locale,
  now: number,
): string {
  const { festival } = manifest;
  return festivalIcs({
    name: t('calendar.fileTitle', {
      product: productName(manifest.brand, locale),
      year: festival.year,
    }),
    year: festival.year,
    url: new URL('/calendar', window.location.href).href,
    now,
    days: festival.days.map((day) => {
      const meaning = dayMeaning(day.day, festival.days.length);
      const opens = opensOnDay(manifest, day.day).map((r) => inLocale(r.title, r.titleMl, locale));
      return {
        day: day.day,
        start: day.start,
        end: day.end,
        summary: t('calendar.eventTitle', {
          day: day.day,
          name: inLocale(day.name, day.nameMl, locale),
        }),
        description: [
          t(meaning.key, meaning.values),
          opens.length > 0 ? t('calendar.opens', { titles: opens.join(', ') }) : null,
        ]
          .filter(Boolean)
          .join('\n'),
      };
    }),
  });
}

/**
 * The festival's ten days: what each means (CONTENT.md), what opens on it, the game it
 * features, today marked, and the whole festival as a calendar file with a reminder each morning.
 */
export function Component() {
  const t = useTranslation(calendarMessages);
  const locale = useLocale();
  const manifest = useCampaign();
  const clock = useContext(TrustedClockContext);
  const today = useFestivalToday();
  const { festival } = manifest;
  const moment = festivalMoment(festival.days, today);

  const download = () => {
    const text = calendarFile(manifest, t, locale, clock.now());
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `onam-${festival.year}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has the file by the next task; the URL can go then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <>
      <h1>{t('calendar.title')}</h1>
      <p>{t('calendar.intro')}</p>
      {moment.phase === 'after' && <p role="status">{t('calendar.after')}</p>}
      <div className={styles.add}>
        <button type="button" onClick={download} aria-describedby="calendar-add-hint">
          {t('calendar.add')}
        </button>
        <p id="calendar-add-hint" className={styles.hint}>
          {t('calendar.addHint', { count: festival.days.length })}
        </p>
      </div>
      <ol className={styles.days}>
        {festival.days.map((day) => {
          const isToday = moment.phase === 'during' && moment.day.day === day.day;
          const meaning = dayMeaning(day.day, festival.days.length);
          const opens = opensOnDay(manifest, day.day);
          const featured = day.featured ? manifest.routes[day.featured] : undefined;
          return (
            <li
              key={day.day}
              className={isToday ? styles.today : undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              <h2>
                {t('calendar.day', { day: day.day, name: inLocale(day.name, day.nameMl, locale) })}
                {locale !== 'ml' && (
                  <span lang="ml" className={styles.nameMl}>
                    {day.nameMl}
                  </span>
                )}
              </h2>
              <p className={styles.date}>
                {dayDates(day, locale)}
                {isToday && <strong className={styles.badge}>{t('calendar.today')}</strong>}
              </p>
              <p>{t(meaning.key, meaning.values)}</p>
              {opens.length > 0 && (
                <p>
                  {t('calendar.opens', {
                    titles: opens.map((r) => inLocale(r.title, r.titleMl, locale)).join(', '),
                  })}
                </p>
              )}
              {featured && day.featured && (
                <p>
                  <PrefetchLink to={day.featured}>
                    {t('calendar.featured', {
                      title: inLocale(featured.title, featured.titleMl, locale),
                    })}
                  </PrefetchLink>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
