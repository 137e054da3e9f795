import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import common from '../common/game.module.css';
import { canvasToPngBlob } from '../common/png';
import { ResultCard } from '../common/result-card';
import { usePictureSaving, type GamePicture } from '../common/use-picture-saving';
import { pookalamScreenMessages } from './messages';
import { paintPicture } from './renderer';
import { resultRows } from './result-wording';
import type { PookalamState } from './rules';
import type { PookalamScore } from './scoring';
import styles from './pookalam.module.css';

/** The saved picture: 1024 pixels across. */
export const picture: GamePicture = { fileName: 'pookalam.png', width: 1024, height: 1024 };
/** Pixels across the picture shown on the result card. */
export const PREVIEW_SIZE = 640;

/** The end of a play: the score explained, the finished carpet, and saving it as a picture. */
export function ResultScreen({
  locale,
  state,
  score,
  preview,
  onPlayAgain,
}: {
  locale: Locale;
  state: PookalamState;
  score: PookalamScore;
  /** The carpet as a data URL, painted once when the play finished. */
  preview: string;
  onPlayAgain: () => void;
}) {
  const t = useTranslation(pookalamScreenMessages, locale);
  const { save, statusText } = usePictureSaving(
    picture,
    ({ width }) => canvasToPngBlob(paintPicture(state.board, state.design, width)),
    locale,
  );

  return (
    <ResultCard
      locale={locale}
      total={score.total}
      max={score.max}
      rows={resultRows(t, score)}
      actions={
        <>
          <button type="button" onClick={() => void save()}>
            {t('game.savePicture')}
          </button>
          <button type="button" className={common.primary} onClick={onPlayAgain}>
            {t('game.playAgain')}
          </button>
        </>
      }
    >
      <img
        className={styles.picture}
        src={preview}
        alt={t('pookalam.result.picture')}
        width={PREVIEW_SIZE}
        height={PREVIEW_SIZE}
      />
      <p role="status" className={styles.status}>
        {statusText}
      </p>
    </ResultCard>
  );
}
