import type { ReactNode } from 'react';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../../i18n/messages';
import styles from './dashboard.module.css';

/** What a section shows while its data loads; the section itself carries aria-busy. */
export function SectionLoading({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
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
