import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { GameMeta, GameProps } from '@onam/shared/contracts/game';
import { GAME_CONTRACT_VERSION, GAME_MAX_SCORE } from '@onam/shared/contracts/game';
import { useTranslation } from '@onam/shared/react/locale-context';
import { GameFrame } from '../common/game-frame';
import gameStyles from '../common/game.module.css';
import { downloadBlob, svgToPngBlob } from '../common/png';
import { ResultCard } from '../common/result-card';
import { StartButton } from '../common/start-button';
import { GAMES_VERSION } from '../build-info';
import { AnswerView } from './answer-view';
import { sadyaRecord } from './evidence';
import { LeafDrawing } from './leaf-view';
import { FEAST_IDS, FEASTS, VARIANT_IDS, type FeastId, type VariantId } from './menu';
import {
  feastAboutKey,
  feastNameKey,
  variantAboutKey,
  variantNameKey,
  sadyaScreenMessages,
} from './messages';
import { formatClock } from './play-controller';
import { PlayView } from './play-view';
import type { SadyaState } from './rules';
import { scoreSadya, type SadyaScore } from './scoring';
import { sadyaTutorial } from './tutorial';
import styles from './sadya.module.css';

export const meta: GameMeta = {
  kind: 'game',
  id: 'sadya',
  title: { en: 'Onam sadya', ml: 'ഓണസദ്യ' },
  contractVersion: GAME_CONTRACT_VERSION,
};

type Phase =
  | { name: 'setup' }
  | { name: 'playing'; play: number; byKeyboard: boolean }
  | { name: 'finished'; state: SadyaState; score: SadyaScore; elapsedMs: number };

const PICTURE_SIZE = { width: 1200, height: 600 };

/**
 * The sadya game (`/eat`): choose a region's serving order and the size of the feast, serve every
 * dish on the banana leaf, then see the score and what goes where, and why.
 */
export default function SadyaGame({ locale, onFinish }: GameProps) {
  const t = useTranslation(sadyaScreenMessages, locale);
  const ids = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const [variant, setVariant] = useState<VariantId>('common');
  const [feast, setFeast] = useState<FeastId>('full');
  const [pictureStatus, setPictureStatus] = useState('');
  const plays = useRef(0);
  const reported = useRef(new Set<number>());
  const focusStart = useRef(false);
  const answerMap = useRef<SVGSVGElement>(null);

  useEffect(() => {
    if (phase.name === 'setup' && focusStart.current) {
      focusStart.current = false;
      // StartButton takes no ref; its id (passed through to the button) finds it.
      document.getElementById(`${ids}-start`)?.focus();
    }
  }, [phase, ids]);

  function begin(event: MouseEvent) {
    plays.current += 1;
    setPictureStatus('');
    // A click from Enter or Space has no pointer detail.
    setPhase({ name: 'playing', play: plays.current, byKeyboard: event.detail === 0 });
  }

  function finish(
    play: number,
    state: SadyaState,
    elapsedMs: number,
    servedAtMs: readonly number[],
  ) {
    // elapsedMs is the whole-ms time the record carries (the play view rounds it once), so the
    // score shown here is the one the server computes from the record.
    const score = scoreSadya(state.servings, elapsedMs);
    // Exactly one report per play, whatever React does with the handlers.
    if (!reported.current.has(play)) {
      reported.current.add(play);
      onFinish({
        gameId: 'sadya',
        score: score.total,
        maxScore: GAME_MAX_SCORE.sadya,
        durationMs: elapsedMs,
        evidence: { version: GAMES_VERSION, record: sadyaRecord(state, servedAtMs, elapsedMs) },
      });
    }
    setPhase({ name: 'finished', state, score, elapsedMs });
  }

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
    <GameFrame gameId="sadya" locale={locale} tutorial={sadyaTutorial} title={t('sadya.title')}>
      {phase.name === 'setup' && (
        <div className={styles.setup}>
          <p className={styles.intro}>{t('sadya.setup.intro')}</p>
          <figure className={styles.previewFigure}>
            <LeafDrawing className={styles.preview} portions={[]} showZones />
            <figcaption className={styles.caption}>{t('sadya.leaf.caption')}</figcaption>
          </figure>
          <div className={styles.options}>
            <fieldset className={styles.fieldset}>
              <legend>{t('sadya.setup.order')}</legend>
              {VARIANT_IDS.map((id) => (
                <label key={id} className={styles.option}>
                  <input
                    type="radio"
                    name={`${ids}-variant`}
                    value={id}
                    checked={variant === id}
                    onChange={() => setVariant(id)}
                    aria-labelledby={`${ids}-variant-${id}`}
                    aria-describedby={`${ids}-variant-${id}-about`}
                  />
                  <span>
                    <span id={`${ids}-variant-${id}`} className={styles.optionName}>
                      {t(variantNameKey(id))}
                    </span>
                    <span id={`${ids}-variant-${id}-about`} className={styles.optionAbout}>
                      {t(variantAboutKey(id))}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend>{t('sadya.setup.feast')}</legend>
              {FEAST_IDS.map((id) => (
                <label key={id} className={styles.option}>
                  <input
                    type="radio"
                    name={`${ids}-feast`}
                    value={id}
                    checked={feast === id}
                    onChange={() => setFeast(id)}
                    aria-labelledby={`${ids}-feast-${id}`}
                    aria-describedby={`${ids}-feast-${id}-about`}
                  />
                  <span>
                    <span id={`${ids}-feast-${id}`} className={styles.optionName}>
                      {t(feastNameKey(id))}
                    </span>
                    <span id={`${ids}-feast-${id}-about`} className={styles.optionAbout}>
                      {t(feastAboutKey(id), { count: FEASTS[id].length })}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          </div>
          <StartButton id={`${ids}-start`} onClick={begin}>
            {t('game.start')}
          </StartButton>
        </div>
      )}

      {phase.name === 'playing' && (
        <PlayView
          key={phase.play}
          locale={locale}
          variant={variant}
          feast={feast}
          startedByKeyboard={phase.byKeyboard}
          onFinished={(state, elapsedMs, servedAtMs) =>
            finish(phase.play, state, elapsedMs, servedAtMs)
          }
        />
      )}

      {phase.name === 'finished' && (
        <ResultCard
          locale={locale}
          total={phase.score.total}
          max={phase.score.max}
          rows={[
            {
              id: 'place',
              label: t('sadya.result.place'),
              points: phase.score.place.points,
              max: phase.score.place.max,
              detail: t('sadya.result.placeDetail', {
                right: phase.score.place.right,
                of: phase.score.place.of,
              }),
            },
            {
              id: 'order',
              label: t('sadya.result.order'),
              points: phase.score.order.points,
              max: phase.score.order.max,
              detail: t('sadya.result.orderDetail', {
                right: phase.score.order.right,
                of: phase.score.order.of,
              }),
            },
            {
              id: 'time',
              label: t('sadya.result.time'),
              points: phase.score.time.points,
              max: phase.score.time.max,
              detail: t('sadya.result.timeDetail', {
                time: formatClock(phase.score.time.elapsedMs),
                of: phase.score.place.of,
                par: formatClock(phase.score.time.parMs),
                limit: formatClock(phase.score.time.limitMs),
              }),
            },
          ]}
          actions={
            <>
              <button
                type="button"
                className={gameStyles.primary}
                onClick={() => {
                  focusStart.current = true;
                  setPhase({ name: 'setup' });
                }}
              >
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
            variant={phase.state.variant}
            feast={phase.state.feast}
            servings={phase.state.servings}
            svgRef={answerMap}
          />
        </ResultCard>
      )}
    </GameFrame>
  );
}
