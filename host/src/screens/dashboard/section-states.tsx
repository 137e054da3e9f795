import type { ReactNode } from 'react';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from './messages';
import styles from './dashboard.module.css';

/**
 * What a section shows while its data loads; the section itself carries aria-busy. It holds about
 * the room of a section's shortest answer (a line or two and a row of links), so the sections below
 * move little when the answer arrives.
 */
export function SectionLoading({ children }: { children: ReactNode }) {
  return <p className={`${styles.muted} ${styles.sectionLoading}`}>{children}</p>;
}

/** A failed read, said plainly, with a retry that refetches only this section. */
export function SectionError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const t = useTranslation(messages);
  return (
    <div role="alert" className={styles.error}>
      <p>{children}</p>
      <button type="button" onClick={onRetry}>
        {t('dashboard.retry')}
      </button>
    </div>
  );
}
