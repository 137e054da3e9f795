import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Translate } from '@onam/shared/i18n/translator';
import type { CampaignChange } from '@onam/shared/manifest/campaign-change';
import { formatKeralaTime } from '@onam/shared/festival/kerala-time';
import { inLocale } from '@onam/shared/manifest/localized';
import type { FestivalDay } from '@onam/shared/manifest/schema';
import { useLocale } from '@onam/shared/react/locale-context';
import type { messages } from './messages';
import styles from './operator.module.css';

/** The console's translate function. */
export type T = Translate<keyof (typeof messages)['en']>;

/**
 * What a form does with the change it makes: the console previews it, then applies it. `at` names
 * the place the form sits (a PendingHere of the same name): its confirmation is drawn there, beside
 * what the operator acted on, not at the top of a page thousands of pixels tall.
 */
export type Propose = (change: CampaignChange, at?: string) => void;

/** The confirmation (or the outcome) of the change on its way, and where it belongs. */
export const PendingContext = createContext<{ at: string | null; node: ReactNode }>({
  at: null,
  node: null,
});

/** Where the confirmation of a change asked for `at` is drawn. */
export function PendingHere({ at }: { at: string }) {
  const pending = useContext(PendingContext);
  return pending.at === at ? pending.node : null;
}

/** One of the console's cards: a region named by its heading. */
export function Card({
  title,
  id,
  className = styles.card,
  landRef,
  children,
}: {
  title: string;
  /** The section's anchor, for the desk's section links (section-nav.tsx). */
  id?: string;
  className?: string;
  /** Set by useLandOn: the card the operator is taken to. */
  landRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      id={id}
      className={className}
      ref={landRef}
      tabIndex={landRef || id ? -1 : undefined}
    >
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Takes the operator to an element each time `key` changes to something: focus (so a keyboard or
 * screen reader lands there) and scrolled only as far as it takes to bring it into view. The
 * confirmation is drawn beside the control that asked for it, so this is a short step, never a
 * jump across the page.
 */
export function useLandOn<E extends HTMLElement>(key: unknown): RefObject<E | null> {
  const ref = useRef<E | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (key === null || key === undefined || !element) return;
    element.focus({ preventScroll: true });
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    element.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [key]);
  return ref;
}

/** A revision's time as the operator reads it: a date and time in Kerala, in their language. */
export function useWhen() {
  const locale = useLocale();
  return (iso: string) => formatKeralaTime(iso, locale);
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
