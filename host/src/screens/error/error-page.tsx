import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { createTranslator } from '@onam/shared/i18n/translator';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { isChunkLoadError, reloadOnceFor } from '../../federation/chunk-reload-guard';
import { normalizeError, type NormalizedError } from './normalize-error';
import { messages } from '../../i18n/messages';
import styles from './error-page.module.css';

function fromRouteError(error: unknown): NormalizedError {
  if (isRouteErrorResponse(error)) {
    return normalizeError({ status: error.status, message: error.statusText || undefined });
  }
  return normalizeError(error);
}

function ErrorContent({ error }: { error: unknown }) {
  const t = useTranslation(messages);
  const [reloading] = useState(() => reloadOnceFor(error));
  if (reloading) {
    return (
      <p role="status" className={styles.quiet}>
        {t('error.reloading')}
      </p>
    );
  }
  if (isChunkLoadError(error)) {
    return (
      <>
        <h1>{t('error.title')}</h1>
        <p>{t('error.chunk')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
      </>
    );
  }
  const { message, statusCode } = fromRouteError(error);
  if (statusCode === 403) {
    return (
      <>
        <h1>{t('error.forbidden')}</h1>
        <p>{t('error.forbiddenBody')}</p>
        <Link to="/">{t('error.backHome')}</Link>
      </>
    );
  }
  if (statusCode === 404) {
    return (
      <>
        <h1>{t('error.notFound')}</h1>
        <Link to="/">{t('error.backHome')}</Link>
      </>
    );
  }
  return (
    <>
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <Link to="/">{t('error.backHome')}</Link>
      {/* The error's own words come from code, in English: kept for the site team, folded away,
          and marked as English so a screen reader reads them so. */}
      <details className={styles.details}>
        <summary>{t('error.details')}</summary>
        <p lang="en">{message}</p>
        <p className={styles.quiet}>{t('error.status', { status: statusCode })}</p>
      </details>
    </>
  );
}

/** Shown when the error page itself throws: nothing here may depend on the router. */
function ErrorPageFailed() {
  const t = createTranslator(messages, useLocale());
  return (
    <>
      <h1>{t('error.pageFailed')}</h1>
      <a href="/">{t('error.goHome')}</a>
    </>
  );
}

export function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <section className={styles.frame} aria-live="polite">
      <ErrorBoundary fallback={<ErrorPageFailed />}>{children}</ErrorBoundary>
    </section>
  );
}

/** The router's error element: the message, and for a 404 the way back home. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <ErrorFrame>
      <ErrorContent error={error} />
    </ErrorFrame>
  );
}
