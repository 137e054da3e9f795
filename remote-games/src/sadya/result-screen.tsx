import { useRef, useState } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import gameStyles from '../common/game.module.css';
import { downloadBlob, svgToPngBlob } from '../common/png';
import { ResultCard } from '../common/result-card';
import { AnswerView } from './answer-view';
import { sadyaScreenMessages } from './messages';
import { resultRows } from './result-wording';
import type { SadyaState } from './rules';
import type { SadyaScore } from './scoring';
import styles from './sadya.module.css';

const PICTURE_SIZE = { width: 1200, height: 600 };

/**
 * The end of a play: the score explained, then what goes where and why, and saving the served
 * leaf as a picture.
 */
export function ResultScreen({
  locale,
  state,
  score,
  onPlayAgain,
}: {
  locale: Locale;
  state: SadyaState;
  score: SadyaScore;
  onPlayAgain: () => void;
}) {
  const t = useTranslation(sadyaScreenMessages, locale);
  const [pictureStatus, setPictureStatus] = useState('');
  const answerMap = useRef<SVGSVGElement>(null);

  async function savePicture() {
    const svg = answerMap.current;
    if (!svg) return;
    try {
      const blob = await svgToPngBlob(svg, PICTURE_SIZE.width, PICTURE_SIZE.height);
      downloadBlob(blob, t('sadya.picture.fileName'));
      setPictureStatus(t('game.pictureSaved'));
    } catch {
      setPictureStatus(t('game.pictureFailed'));
    }
  }

  return (
    <ResultCard
      locale={locale}
      total={score.total}
      max={score.max}
      rows={resultRows(t, score)}
      actions={
        <>
          <button type="button" className={gameStyles.primary} onClick={onPlayAgain}>
            {t('game.playAgain')}
          </button>
          <button type="button" onClick={() => void savePicture()}>
            {t('game.savePicture')}
          </button>
          <p role="status" className={styles.pictureStatus}>
            {pictureStatus}
          </p>
        </>
      }
    >
      <AnswerView
        locale={locale}
        variant={state.variant}
        feast={state.feast}
        servings={state.servings}
        svgRef={answerMap}
      />
    </ResultCard>
  );
}
