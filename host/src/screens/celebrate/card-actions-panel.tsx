import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@onam/shared/react/locale-context';
import { TextInput } from '@onam/shared/react/ui/text-input';
import { WhatsAppLink } from '@onam/shared/react/ui/whatsapp-link';
import {
  canShareFiles,
  CARD_FILE_NAME,
  copyText,
  downloadBlob,
  shareCard,
  type ShareOutcome,
} from './card-actions';
import { cardToPng } from './card-renderer';
import { celebrateMessages } from './messages';
import styles from './celebrate.module.css';

type CopyState = 'idle' | 'copied' | 'failed';
type ShareState = 'idle' | 'sharing' | ShareOutcome;

/**
 * What to do with a finished card: download it as a PNG; share the picture where the browser can
 * share files; send the greeting and its link on WhatsApp in one tap (the link unfurls with the
 * card's picture, drawn on the server); and the link, copied or, if the clipboard refuses, shown.
 */
export function CardActionsPanel({
  drawCard,
  link,
  shareText,
  withOwnPicture,
}: {
  /** Draws the card as it stands now and gives its canvas. */
  drawCard: () => Promise<HTMLCanvasElement | null>;
  link: string;
  shareText: string;
  /** The link cannot carry a picture from this device: say so when one is on the card. */
  withOwnPicture: boolean;
}) {
  const t = useTranslation(celebrateMessages);
  const [canShare] = useState(() => canShareFiles());
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [share, setShare] = useState<ShareState>('idle');
  const [copy, setCopy] = useState<CopyState>('idle');
  const linkField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copy === 'failed') linkField.current?.select();
  }, [copy]);

  async function png(): Promise<Blob | null> {
    try {
      const canvas = await drawCard();
      return canvas ? await cardToPng(canvas) : null;
    } catch {
      return null;
    }
  }

  async function download() {
    setDownloadFailed(false);
    const blob = await png();
    if (blob) downloadBlob(blob, CARD_FILE_NAME);
    else setDownloadFailed(true);
  }

  async function shareFile() {
    setShare('sharing');
    const blob = await png();
    setShare(
      blob
        ? await shareCard(blob, { title: t('celebrate.shareTitle'), text: shareText })
        : 'failed',
    );
  }

  async function copyLink() {
    setCopy('idle');
    setCopy((await copyText(link)) ? 'copied' : 'failed');
  }

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <button type="button" className={styles.primary} onClick={() => void download()}>
          {t('celebrate.download')}
        </button>
        {canShare && (
          <button type="button" disabled={share === 'sharing'} onClick={() => void shareFile()}>
            {share === 'sharing' ? t('celebrate.sharing') : t('celebrate.share')}
          </button>
        )}
        <WhatsAppLink text={shareText} link={link}>
          {t('celebrate.whatsApp')}
        </WhatsAppLink>
        <button type="button" onClick={() => void copyLink()}>
          {t('celebrate.copyLink')}
        </button>
      </div>
      {downloadFailed && (
        <p role="alert" className={styles.problem}>
          {t('celebrate.downloadFailed')}
        </p>
      )}
      {share === 'failed' && (
        <p role="alert" className={styles.problem}>
          {t('celebrate.shareFailed')}
        </p>
      )}
      <p role="status" className={styles.note}>
        {share === 'shared'
          ? t('celebrate.shared')
          : copy === 'copied'
            ? t('celebrate.copied')
            : ''}
      </p>
      {copy === 'failed' && (
        <>
          <p role="alert" className={styles.problem}>
            {t('celebrate.copyFailed')}
          </p>
          <TextInput
            ref={linkField}
            label={t('celebrate.linkLabel')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      )}
      {copy !== 'idle' && withOwnPicture && (
        <p className={styles.note}>{t('celebrate.linkPictureNote')}</p>
      )}
    </div>
  );
}
