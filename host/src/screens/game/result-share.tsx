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

/**
 * Whether the server has saved this play, as the device's store says: positively, not read from
 * the play's absence, since a play also leaves the store when it is refused or removed.
 */
function useSaved(pendingId: string): boolean {
  const store = pendingPlays();
  const saved = () => store.wasSaved(pendingId);
  return useSyncExternalStore(store.subscribe, saved, saved);
}

/**
 * Under a finished game: the score passed on, in one tap to WhatsApp, through the system share
 * sheet where there is one, or as a copied link. The link names the play as the server saves it
 * (`plays/{uid}_{pendingId}`: the device chose the second half), never the score: its preview shows
 * what the server recorded. Offered only once the server has saved the play (before that the link
 * would open a page with no result to show); until then the status line says the play is waiting,
 * and the share appears as soon as it is saved.
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
  const saved = useSaved(pendingId);
  const [canShare] = useState(() => canShareLink());
  const [share, setShare] = useState<ShareOutcome | 'idle'>('idle');
  const [copy, setCopy] = useState<CopyState>('idle');
  const linkField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copy === 'failed') linkField.current?.select();
  }, [copy]);

  const playId = user ? playIdOf(user.uid, pendingId) : null;
  if (!playId || !saved) return null;
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
