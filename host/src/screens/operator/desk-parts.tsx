import { useId, type ReactNode } from 'react';
import type { Translate } from '@onam/shared/i18n/translator';
import type { CampaignChange } from '@onam/shared/manifest/campaign-change';
import { useLocale } from '@onam/shared/react/locale-context';
import type { messages } from './messages';
import styles from './operator.module.css';

/** The console's translate function. */
export type T = Translate<keyof (typeof messages)['en']>;

/** What a form does with the change it makes: the console previews it, then applies it. */
export type Propose = (change: CampaignChange) => void;

/** One of the console's cards: a region named by its heading. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function useWhen() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(`${locale}-IN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return (iso: string) => format.format(new Date(iso));
}
