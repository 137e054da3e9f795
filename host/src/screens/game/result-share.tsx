import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { pendingPlays } from '@onam/shared/backend/pending-plays';
import { useBackendReady } from '@onam/shared/react/backend-context';
import { useCurrentUser } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { TextInput } from '@onam/shared/react/ui/text-input';
import { WhatsAppLink } from '@onam/shared/react/ui/whatsapp-link';
import { resultLink } from '@onam/shared/share/links';
import { canShareLink, copyText, shareLink, type ShareOutcome } from '@onam/shared/share/web-share';
import { resultShareMessages } from './result-share-messages';
import styles from './result-share.module.css';

/**
 * The share id the server gave this play when it saved it, as the device's store remembers it
 * (across reloads too); null while it is not saved (a play also leaves the store when it is
 * refused or removed, so this is said positively, never read from its absence).
 */
function useShareId(pendingId: string): string | null {
  const store = pendingPlays();
  const shareId = () => store.shareIdOf(pendingId);
  return useSyncExternalStore(store.subscribe, shareId, shareId);
}

/**
 * Under a finished game: the score passed on, in one tap to WhatsApp, through the system share
 * sheet where there is one, or as a copied link. The link names the play by the share id the
 * server gave it: random, so it says nothing of who played, and never the score: its preview shows
 * what the server recorded. Offered only once the server has saved the play (before that there is
 * no share id, and nothing to show); until then the status line says the play is waiting, and the
 * share appears as soon as it is saved.
 */
export function ResultShare({
  pendingId,
  routePath,
  game,
}: {
  pendingId: string;
  routePath: string;
  /** The game's name in the page's language (the manifest's route title). */
  game: string;
}) {
  return useBackendReady() ? (
    <SignedInShare pendingId={pendingId} routePath={routePath} game={game} />
  ) : null;
}

type CopyState = 'idle' | 'copied' | 'failed';

function SignedInShare({
  pendingId,
  routePath,
  game,
}: {
  pendingId: string;
  routePath: string;
  game: string;
}) {
  const t = useTranslation(resultShareMessages);
  const { data: user } = useCurrentUser();
  const shareId = useShareId(pendingId);
  const [canShare] = useState(() => canShareLink());
  const [share, setShare] = useState<ShareOutcome | 'idle'>('idle');
  const [copy, setCopy] = useState<CopyState>('idle');
  const linkField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copy === 'failed') linkField.current?.select();
  }, [copy]);

  // Signed out since, the page offers none: the share is the signed-in visitor's.
  if (!user || !shareId) return null;
  const link = resultLink(window.location.origin, routePath, shareId);
  const text = t('resultShare.text', { game });

  return (
    <section className={styles.share} aria-labelledby="result-share-heading">
      <h2 id="result-share-heading" className={styles.heading}>
        {t('resultShare.heading')}
      </h2>
      <p className={styles.note}>{t('resultShare.note')}</p>
      <div className={styles.buttons}>
        <WhatsAppLink text={text} link={link}>
          {t('resultShare.whatsApp')}
        </WhatsAppLink>
        {canShare && (
          <button
            type="button"
            onClick={() =>
              void shareLink({ title: t('resultShare.title', { game }), text, url: link }).then(
                setShare,
              )
            }
          >
            {t('resultShare.share')}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            setCopy('idle');
            void copyText(link).then((ok) => setCopy(ok ? 'copied' : 'failed'));
          }}
        >
          {t('resultShare.copyLink')}
        </button>
      </div>
      <p role="status" className={styles.note}>
        {share === 'shared'
          ? t('resultShare.shared')
          : copy === 'copied'
            ? t('resultShare.copied')
            : ''}
      </p>
      {share === 'failed' && (
        <p role="alert" className={styles.problem}>
          {t('resultShare.shareFailed')}
        </p>
      )}
      {copy === 'failed' && (
        <>
          <p role="alert" className={styles.problem}>
            {t('resultShare.copyFailed')}
          </p>
          <TextInput
            ref={linkField}
            label={t('resultShare.linkLabel')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      )}
    </section>
  );
}
