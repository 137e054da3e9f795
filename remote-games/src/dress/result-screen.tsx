import { useEffect, useRef } from 'react';
import type { GameCreation } from '@onam/shared/contracts/game';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { svgToPngBlob } from '../common/png';
import { ResultCard } from '../common/result-card';
import { usePictureSaving, type GamePicture } from '../common/use-picture-saving';
import gameStyles from '../common/game.module.css';
import Doll from '../doll/doll';
import { DOLL_HEIGHT, DOLL_WIDTH } from '../doll/geometry';
import { layered, type Outfit } from '../doll/outfit';
import { resultRows } from './result-wording';
import type { DressScore } from './scoring';
import { dressScreenMessages } from './messages';
import styles from './dress.module.css';

/** The saved picture is three times the doll's own size: sharp enough to share. */
const PICTURE_SCALE = 3;

export const picture: GamePicture = {
  fileName: 'onam-look.png',
  width: DOLL_WIDTH * PICTURE_SCALE,
  height: DOLL_HEIGHT * PICTURE_SCALE,
};

/** The end of a play: the score explained, the dressed doll, and saving it as a picture. */
export function ResultScreen({
  locale,
  outfit,
  score,
  onPicture,
  onPlayAgain,
}: {
  locale: Locale;
  outfit: Outfit;
  score: DressScore;
  /** Receives the dressed doll once, for the host to keep for greeting cards. */
  onPicture?: (creation: GameCreation) => void;
  onPlayAgain: () => void;
}) {
  const t = useTranslation(dressScreenMessages, locale);
  const figure = useRef<HTMLElement>(null);
  const { save, statusText } = usePictureSaving(
    picture,
    ({ width, height }) => {
      const svg = figure.current?.querySelector('svg');
      return svg ? svgToPngBlob(svg, width, height) : null;
    },
    locale,
  );

  // The finished look goes to the host once, as a picture with what it wears; a bare doll is not
  // worth a greeting card.
  const reported = useRef(false);
  useEffect(() => {
    const svg = figure.current?.querySelector('svg');
    const wearing = layered(outfit);
    if (reported.current || !onPicture || !svg || wearing.length === 0) return;
    reported.current = true;
    svgToPngBlob(svg, picture.width, picture.height).then(
      (image) => onPicture({ image, wearing }),
      () => undefined, // no picture, no card: the play itself is already saved
    );
  }, [onPicture, outfit]);

  return (
    <ResultCard
      locale={locale}
      total={score.total}
      max={score.max}
      rows={resultRows(t, score, locale)}
      actions={
        <>
          <button
            type="button"
            className={`${styles.control} ${gameStyles.primary ?? ''}`}
            onClick={() => void save()}
          >
            {t('game.savePicture')}
          </button>
          <button type="button" className={styles.control} onClick={onPlayAgain}>
            {t('game.playAgain')}
          </button>
        </>
      }
    >
      <p className={styles.look}>{t(`dress.result.look.${score.look}`)}</p>
      <figure ref={figure} className={styles.picture}>
        <div className={styles.doll}>
          <Doll locale={locale} wearing={layered(outfit)} />
        </div>
        <figcaption>{t('dress.result.dollCaption')}</figcaption>
      </figure>
      <p role="status" className={styles.status}>
        {statusText}
      </p>
    </ResultCard>
  );
}
