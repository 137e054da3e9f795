import { useRef } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import gameStyles from '../common/game.module.css';
import { svgToPngBlob } from '../common/png';
import { ResultCard } from '../common/result-card';
import { usePictureSaving, type GamePicture } from '../common/use-picture-saving';
import { AnswerView } from './answer-view';
import { sadyaScreenMessages } from './messages';
import { resultRows } from './result-wording';
import type { SadyaState } from './rules';
import type { SadyaScore } from './scoring';
import styles from './sadya.module.css';

export const picture: GamePicture = { fileName: 'onam-sadya.png', width: 1200, height: 600 };

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
  const answerMap = useRef<SVGSVGElement>(null);
  const { save, statusText } = usePictureSaving(
    picture,
    ({ width, height }) =>
      answerMap.current ? svgToPngBlob(answerMap.current, width, height) : null,
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
          <button type="button" className={gameStyles.primary} onClick={onPlayAgain}>
            {t('game.playAgain')}
          </button>
          <button type="button" onClick={() => void save()}>
            {t('game.savePicture')}
          </button>
          <p role="status" className={styles.pictureStatus}>
            {statusText}
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
