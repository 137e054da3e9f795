import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { pendingPlays } from '@onam/shared/backend/pending-plays';
import { useBackendReady } from '@onam/shared/react/backend-context';
import { useCurrentUser } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { TextInput } from '@onam/shared/react/ui/text-input';
import { WhatsAppLink } from '@onam/shared/react/ui/whatsapp-link';
import { playIdOf, resultLink } from '@onam/shared/share/links';
import { canShareLink, copyText, shareLink, type ShareOutcome } from '@onam/shared/share/web-share';
import { resultShareMessages } from './result-share-messages';
import styles from './result-share.module.css';

/** Whether the server refused this play (its record did not earn the score). */
function useRefused(pendingId: string): boolean {
  const store = pendingPlays();
  const refusal = () => store.refusal(pendingId) !== null;
  return useSyncExternalStore(store.subscribe, refusal, refusal);
}

/**
 * Under a finished game: the score passed on, in one tap to WhatsApp, through the system share
 * sheet where there is one, or as a copied link. The link names the play as the server saves it
 * (`plays/{uid}_{pendingId}`: the device chose the second half), never the score: its preview shows
 * what the server recorded. Offered once someone is signed in (the play is theirs, and saved or
 * being saved), and not for a play the server refused.
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
  const refused = useRefused(pendingId);
  const [canShare] = useState(() => canShareLink());
  const [share, setShare] = useState<ShareOutcome | 'idle'>('idle');
  const [copy, setCopy] = useState<CopyState>('idle');
  const linkField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copy === 'failed') linkField.current?.select();
  }, [copy]);

  const playId = user ? playIdOf(user.uid, pendingId) : null;
  if (!playId || refused) return null;
  const link = resultLink(window.location.origin, routePath, playId);
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
