import { useId, useMemo, type ReactNode } from 'react';
import type { Translate } from '@onam/shared/i18n/translator';
import type { CampaignChange } from '@onam/shared/manifest/campaign-change';
import { inLocale } from '@onam/shared/manifest/localized';
import type { FestivalDay } from '@onam/shared/manifest/schema';
import { useLocale } from '@onam/shared/react/locale-context';
import type { messages } from './messages';
import styles from './operator.module.css';

/** The console's translate function. */
export type T = Translate<keyof (typeof messages)['en']>;

/** What a form does with the change it makes: the console previews it, then applies it. */
export type Propose = (change: CampaignChange) => void;

/** One of the console's cards: a region named by its heading. */
export function Card({
  title,
  className = styles.card,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A revision's time as the operator reads it: a date and time in Kerala, in their language. */
export function useWhen() {
  const locale = useLocale();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(`${locale}-IN`, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }),
    [locale],
  );
  return (iso: string) => format.format(new Date(iso));
}

/** A table in a card: scrolls sideways inside the card on a phone, never the page. */
export function DeskTable({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <div className={styles.scroll}>
      <table>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The festival's days as a select's options ("Day 3: Moolam"), named in the operator's language. */
export function DayOptions({ days, t }: { days: readonly FestivalDay[]; t: T }) {
  const locale = useLocale();
  return days.map((day) => (
    <option key={day.day} value={String(day.day)}>
      {t('operator.schedule.day', { day: day.day, name: inLocale(day.name, day.nameMl, locale) })}
    </option>
  ));
}
