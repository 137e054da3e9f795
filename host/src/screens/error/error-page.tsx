import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from '@onam/shared/react/locale-context';
import { normalizeError, type NormalizedError } from '../../app/normalize-error';
import { messages } from '../../i18n/messages';

function fromRouteError(error: unknown, notFound: string): NormalizedError {
  if (isRouteErrorResponse(error)) {
    return {
      statusCode: error.status,
      message: error.status === 404 ? notFound : error.statusText,
    };
  }
  return normalizeError(error);
}

/** The router's error element: the message, and for a 404 the way back home. */
export function ErrorPage() {
  const t = useTranslation(messages);
  const { message, statusCode } = fromRouteError(useRouteError(), t('error.notFound'));
  return (
    <main id="main" style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>{statusCode === 404 ? message : t('error.title')}</h1>
      {statusCode !== 404 && <p>{message}</p>}
      {statusCode === 404 && <Link to="/">{t('error.backHome')}</Link>}
    </main>
  );
}
