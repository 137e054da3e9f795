import { useRef, useState } from 'react';
import type { GameMeta, GameProps } from '@onam/shared/contracts/game';
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { useHost } from '@onam/shared/react/host-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import { GameFrame } from '../common/game-frame';
import { ResultCard, type ResultRow } from '../common/result-card';
import { canvasToPngBlob, downloadBlob } from '../common/png';
import common from '../common/game.module.css';
import { GAMES_VERSION } from '../build-info';
import type { Translate } from '@onam/shared/i18n/translator';
import { pookalamRecord } from './evidence';
import { PlayScreen } from './play-screen';
import { paintPicture } from './renderer';
import { DEFAULT_OPTIONS, newGame, type PookalamOptions, type PookalamState } from './rules';
import { scorePookalam, type PookalamScore } from './scoring';
import { SetupScreen } from './setup-screen';
import { createPookalamStore, type PookalamStore } from './store';
import { pookalamScreenMessages, type PookalamScreenKey } from './messages';
import { pookalamTutorial } from './tutorial';
import styles from './pookalam.module.css';

export const meta: GameMeta = {
  kind: 'game',
  id: 'pookalam',
  title: {
    en: pookalamScreenMessages.en['pookalam.title'],
    ml: pookalamScreenMessages.ml['pookalam.title'],
  },
  contractVersion: GAME_CONTRACT_VERSION,
};

/** Pixels across the saved picture. */
const PICTURE_SIZE = 1024;
/** Pixels across the picture shown on the result card. */
const PREVIEW_SIZE = 640;

type Phase =
  | { name: 'setup' }
  | { name: 'playing'; store: PookalamStore; startedAt: number }
  | { name: 'finished'; state: PookalamState; score: PookalamScore; picture: string };

/** The result card's rows: each part of the score with the reason in words. */
export function resultRows(t: Translate<PookalamScreenKey>, score: PookalamScore): ResultRow[] {
  const [coverage, symmetry, variety] = score.parts;
  const coverageDetail =
    coverage.reason === 'empty'
      ? t('pookalam.result.coverageEmpty')
      : coverage.reason === 'full'
        ? t('pookalam.result.coverageFull')
        : t('pookalam.result.coveragePartial', { percent: coverage.percent });
  const { order, percent, laidPercent } = symmetry;
  const symmetryDetail =
    symmetry.reason === 'empty'
      ? t('pookalam.result.symmetryEmpty')
      : symmetry.reason === 'partial'
        ? t('pookalam.result.symmetryPartial', { order, percent, laidPercent })
        : percent === 100
          ? t('pookalam.result.symmetryWhole', { order })
          : t('pookalam.result.symmetryPerfect', { order, percent });
  let varietyDetail = t('pookalam.result.varietyEmpty');
  if (variety.reason !== 'empty') {
    const used = variety.kindsUsed;
    const wanted = variety.kindsWanted;
    varietyDetail =
      used > wanted
        ? t('pookalam.result.kindsMore', { used, wanted })
        : t('pookalam.result.kinds', { used, wanted });
    if (variety.ringPairs > 0) {
      varietyDetail += ` ${t('pookalam.result.contrast', {
        contrast: variety.contrastingPairs,
        pairs: variety.ringPairs,
      })}`;
    }
  }
  return [
    {
      id: 'coverage',
      label: t('pookalam.result.coverage'),
      points: coverage.points,
      max: coverage.max,
      detail: coverageDetail,
    },
    {
      id: 'symmetry',
      label: t('pookalam.result.symmetry'),
      points: symmetry.points,
      max: symmetry.max,
      detail: symmetryDetail,
    },
    {
      id: 'variety',
      label: t('pookalam.result.variety'),
      points: variety.points,
      max: variety.max,
      detail: varietyDetail,
    },
  ];
}

export default function PookalamGame({ locale, onFinish, onCreation }: GameProps) {
  // The game lives inside the host; outside its provider (or with a second copy of @onam/shared)
  // this throws at once rather than misbehaving later.
  useHost();
  const t = useTranslation(pookalamScreenMessages, locale);
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const [options, setOptions] = useState<PookalamOptions>(DEFAULT_OPTIONS);
  const [saveStatus, setSaveStatus] = useState('');
  const reported = useRef<PookalamStore | null>(null);

  const start = (chosen: PookalamOptions) => {
    setOptions(chosen);
    setSaveStatus('');
    setPhase({
      name: 'playing',
      store: createPookalamStore(newGame(chosen)),
      startedAt: Date.now(),
    });
  };

  const finish = () => {
    if (phase.name !== 'playing' || reported.current === phase.store) return;
    reported.current = phase.store;
    const state = phase.store.live();
    const score = scorePookalam(state.board, state.design, state.options);
    const picture = paintPicture(state.board, state.design, PREVIEW_SIZE).toDataURL('image/png');
    setPhase({ name: 'finished', state, score, picture });
    onFinish({
      gameId: 'pookalam',
      score: score.total,
      maxScore: score.max,
      durationMs: Math.max(0, Date.now() - phase.startedAt),
      evidence: { version: GAMES_VERSION, record: pookalamRecord(state.options, state.design) },
    });
    // A carpet with flowers on it is kept by the host for greeting cards; bare floor is not.
    if (onCreation && score.parts[0].percent > 0) {
      canvasToPngBlob(paintPicture(state.board, state.design, PICTURE_SIZE)).then(
        (image) => onCreation({ image }),
        () => undefined, // no picture, no card: the play itself is already saved
      );
    }
  };

  const save = async (state: PookalamState) => {
    try {
      const blob = await canvasToPngBlob(paintPicture(state.board, state.design, PICTURE_SIZE));
      downloadBlob(blob, 'pookalam.png');
      setSaveStatus(t('game.pictureSaved'));
    } catch {
      setSaveStatus(t('game.pictureFailed'));
    }
  };

  return (
    <GameFrame
      gameId="pookalam"
      locale={locale}
      tutorial={pookalamTutorial}
      title={t('pookalam.title')}
    >
      {phase.name === 'setup' && <SetupScreen locale={locale} initial={options} onStart={start} />}
      {phase.name === 'playing' && (
        <PlayScreen locale={locale} store={phase.store} onFinish={finish} />
      )}
      {phase.name === 'finished' && (
        <ResultCard
          locale={locale}
          total={phase.score.total}
          max={phase.score.max}
          rows={resultRows(t, phase.score)}
          actions={
            <>
              <button type="button" onClick={() => void save(phase.state)}>
                {t('game.savePicture')}
              </button>
              <button
                type="button"
                className={common.primary}
                onClick={() => setPhase({ name: 'setup' })}
              >
                {t('game.playAgain')}
              </button>
            </>
          }
        >
          <img
            className={styles.picture}
            src={phase.picture}
            alt={t('pookalam.result.picture')}
            width={PREVIEW_SIZE}
            height={PREVIEW_SIZE}
          />
          <p role="status" className={styles.status}>
            {saveStatus}
          </p>
        </ResultCard>
      )}
    </GameFrame>
  );
}
