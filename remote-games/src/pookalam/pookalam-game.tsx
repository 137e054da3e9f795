import { useRef, useState } from 'react';
import type { GameMeta, GameProps } from '@onam/shared/contracts/game';
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { useHost } from '@onam/shared/react/host-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import { GameFrame } from '../common/game-frame';
import { canvasToPngBlob } from '../common/png';
import { GAMES_VERSION } from '../build-info';
import { pookalamRecord } from './evidence';
import { PlayScreen } from './play-screen';
import { paintPicture } from './renderer';
import { DEFAULT_OPTIONS, startPookalam, type PookalamOptions, type PookalamState } from './rules';
import { scorePookalam, type PookalamScore } from './scoring';
import { picture, PREVIEW_SIZE, ResultScreen } from './result-screen';
import { SetupScreen } from './setup-screen';
import { createPookalamStore, type PookalamStore } from './store';
import { pookalamScreenMessages } from './messages';
import { pookalamTutorial } from './tutorial';

export const meta: GameMeta = {
  kind: 'game',
  id: 'pookalam',
  title: {
    en: pookalamScreenMessages.en['pookalam.title'],
    ml: pookalamScreenMessages.ml['pookalam.title'],
  },
  contractVersion: GAME_CONTRACT_VERSION,
};

type Phase =
  | { name: 'setup' }
  | { name: 'playing'; store: PookalamStore; startedAt: number }
  | { name: 'finished'; state: PookalamState; score: PookalamScore; preview: string };

export default function PookalamGame({ locale, onFinish, onCreation }: GameProps) {
  // The game lives inside the host; outside its provider (or with a second copy of @onam/shared)
  // this throws at once rather than misbehaving later.
  useHost();
  const t = useTranslation(pookalamScreenMessages, locale);
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const [options, setOptions] = useState<PookalamOptions>(DEFAULT_OPTIONS);
  const reported = useRef<PookalamStore | null>(null);

  const start = (chosen: PookalamOptions) => {
    setOptions(chosen);
    setPhase({
      name: 'playing',
      store: createPookalamStore(startPookalam(chosen)),
      startedAt: Date.now(),
    });
  };

  const finish = () => {
    if (phase.name !== 'playing' || reported.current === phase.store) return;
    reported.current = phase.store;
    const state = phase.store.live();
    const score = scorePookalam(state.board, state.design, state.options);
    const preview = paintPicture(state.board, state.design, PREVIEW_SIZE).toDataURL('image/png');
    setPhase({ name: 'finished', state, score, preview });
    onFinish({
      gameId: 'pookalam',
      score: score.total,
      maxScore: score.max,
      durationMs: Math.max(0, Date.now() - phase.startedAt),
      evidence: { version: GAMES_VERSION, record: pookalamRecord(state.options, state.design) },
    });
    // A carpet with flowers on it is kept by the host for greeting cards; bare floor is not.
    if (onCreation && score.parts[0].percent > 0) {
      canvasToPngBlob(paintPicture(state.board, state.design, picture.width)).then(
        (image) => onCreation({ image }),
        () => undefined, // no picture, no card: the play itself is already saved
      );
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
        <ResultScreen
          locale={locale}
          state={phase.state}
          score={phase.score}
          preview={phase.preview}
          onPlayAgain={() => setPhase({ name: 'setup' })}
        />
      )}
    </GameFrame>
  );
}
