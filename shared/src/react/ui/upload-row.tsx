import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locale';
import { useLocale, useTranslation } from '../locale-context';
import { useOnlineStatus } from '../use-online-status';
import { uiMessages } from './messages';
import styles from './upload-row.module.css';

/** Where one upload stands. */
export type UploadRowStatus = 'uploading' | 'uploaded' | 'cancelled' | 'failed' | 'refused';

/** The row's words, each already filled in; a caller that names its files its own way gives these. */
export interface UploadRowLabels {
  /** The progress bar's accessible name. */
  progress: string;
  cancel: string;
  cancelName: string;
  retry: string;
  retryName: string;
}

export interface UploadRowProps {
  /** What is being sent, as the visitor knows it: "greeting.webm", "Take 2". */
  name: string;
  /** False where the caller already shows the name (a heading above the row). Default true. */
  showName?: boolean;
  status: UploadRowStatus;
  /** 0 to 100 while uploading; null while the total size is unknown (an indeterminate bar). */
  percent: number | null;
  /** Why it failed or was refused, in the caller's words. */
  failure?: string | null;
  onCancel: () => void;
  onRetry: () => void;
  /** Retry is held back for now (the caller is busy with the same thing). */
  retryDisabled?: boolean;
  labels?: Partial<UploadRowLabels>;
  /** `data-focus` keys on Cancel and Retry, for callers that move focus when a row changes. */
  focusKeys?: { cancel?: string; retry?: string };
  /** More actions, shown beside Retry (a take's Re-record and Delete). */
  children?: ReactNode;
  /** As a remote's props give it; the page's otherwise. */
  locale?: Locale;
}

function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);
}

/**
 * One upload as every upload on the site shows it: the name, a progress bar carrying its value, the
 * percentage, Cancel while it runs; what became of it; why it failed, with a hint while the browser
 * is offline; Retry after a failure or a cancel. The sending is the caller's (uploadFile or the
 * backend port); this only shows it and hands over Cancel and Retry.
 */
export function UploadRow({
  name,
  showName = true,
  status,
  percent,
  failure = null,
  onCancel,
  onRetry,
  retryDisabled = false,
  labels = {},
  focusKeys = {},
  children,
  locale: givenLocale,
}: UploadRowProps) {
  const contextLocale = useLocale();
  const locale = givenLocale ?? contextLocale;
  const t = useTranslation(uiMessages, locale);
  const online = useOnlineStatus();
  const words: UploadRowLabels = {
    progress: labels.progress ?? t('fileUpload.progress', { name }),
    cancel: labels.cancel ?? t('fileUpload.cancel'),
    cancelName: labels.cancelName ?? t('fileUpload.cancelFile', { name }),
    retry: labels.retry ?? t('fileUpload.retry'),
    retryName: labels.retryName ?? t('fileUpload.retryFile', { name }),
  };
  const canRetry = status === 'failed' || status === 'cancelled';

  return (
    <div className={styles.row} data-status={status}>
      {showName && <span className={styles.name}>{name}</span>}
      {status === 'uploading' && (
        <>
          <progress
            className={styles.progress}
            max={100}
            value={percent ?? undefined}
            aria-label={words.progress}
          />
          <span className={styles.percent}>
            {percent === null ? t('fileUpload.uploading') : formatPercent(percent, locale)}
          </span>
          <button
            type="button"
            className={styles.button}
            data-focus={focusKeys.cancel}
            aria-label={words.cancelName}
            onClick={onCancel}
          >
            {words.cancel}
          </button>
        </>
      )}
      {status === 'uploaded' && <span className={styles.done}>{t('fileUpload.uploaded')}</span>}
      {status === 'cancelled' && <span>{t('fileUpload.cancelled')}</span>}
      {(status === 'failed' || status === 'refused') && (
        <p role="alert" className={styles.error}>
          {failure}
          {/* A refused file is refused online or not; a failed send may just need the network. */}
          {status === 'failed' && !online && (
            <>
              {' '}
              <span className={styles.offline}>{t('fileUpload.offlineHint')}</span>
            </>
          )}
        </p>
      )}
      {(canRetry || children) && (
        <div className={styles.actions}>
          {canRetry && (
            <button
              type="button"
              className={styles.button}
              data-focus={focusKeys.retry}
              data-primary
              aria-label={words.retryName}
              disabled={retryDisabled}
              onClick={onRetry}
            >
              {words.retry}
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
