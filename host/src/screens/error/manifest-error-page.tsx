import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../../i18n/messages';
import type { CampaignLoad } from '../../campaign/load-campaign';

type Failure = Extract<CampaignLoad, { ok: false }>;

/**
 * Shown instead of the site when /campaign.json is missing, unreadable or fails the schema: a plain
 * explanation for visitors, and the exact problems, folded away, for the site team.
 */
export function ManifestErrorPage({ failure }: { failure: Failure }) {
  const t = useTranslation(messages);
  const problems =
    failure.failure === 'unreachable'
      ? failure.problems.map((detail) => t('manifest.unreachable', { detail }))
      : failure.failure === 'unreadable'
        ? [t('manifest.unreadable')]
        : failure.problems;
  return (
    <main id="main" style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>{t('manifest.title')}</h1>
      <p>{t('manifest.body')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('manifest.retry')}
      </button>
      <details style={{ marginTop: '1.5rem' }}>
        <summary>{t('manifest.details')}</summary>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </details>
    </main>
  );
}
