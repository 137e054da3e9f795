import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import Confetti from '../confetti/confetti';
import { commonMessages } from '../i18n/common';
import styles from './game.module.css';

/** One line of a score's explanation: what was judged, the points, and why. */
export interface ResultRow {
  id: string;
  label: string;
  points: number;
  max: number;
  detail: string;
}

/**
 * The end of every game: confetti, the total, each part of the score explained, whatever the game
 * wants to show (a picture, the leaf's map) and the actions. Focus moves to the heading so keyboard
 * and screen-reader players land on their result.
 */
export function ResultCard({
  locale,
  total,
  max,
  rows,
  children,
  actions,
}: {
  locale: Locale;
  total: number;
  max: number;
  rows: readonly ResultRow[];
  children?: ReactNode;
  actions: ReactNode;
}) {
  const t = useTranslation(commonMessages, locale);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.result} aria-labelledby={headingId} data-testid="game-result">
      <Confetti active />
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.resultTitle}>
        {t('result.title')}:{' '}
        <span className={styles.total}>{t('result.total', { score: total, max })}</span>
      </h2>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.id} className={styles.row}>
            <dt>
              {row.label}{' '}
              <span className={styles.points}>
                {t('result.row', { points: row.points, max: row.max })}
              </span>
            </dt>
            <dd>{row.detail}</dd>
          </div>
        ))}
      </dl>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
