import { useRef, useState, type MouseEvent } from 'react';
import type { GameMeta, GameProps } from '@onam/shared/contracts/game';
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { useTranslation } from '@onam/shared/react/locale-context';
import { GameFrame } from '../common/game-frame';
import { GAMES_VERSION } from '../build-info';
import { sadyaRecord } from './evidence';
import type { FeastId, VariantId } from './menu';
import { sadyaScreenMessages } from './messages';
import { PlayScreen } from './play-screen';
import { ResultScreen } from './result-screen';
import type { SadyaState } from './rules';
import { scoreSadya, type SadyaScore } from './scoring';
import { SetupScreen } from './setup-screen';
import { sadyaTutorial } from './tutorial';

export const meta: GameMeta = {
  kind: 'game',
  id: 'sadya',
  title: {
    en: sadyaScreenMessages.en['sadya.title'],
    ml: sadyaScreenMessages.ml['sadya.title'],
  },
  contractVersion: GAME_CONTRACT_VERSION,
};

type Phase =
  | { name: 'setup'; returning: boolean }
  | { name: 'playing'; play: number; byKeyboard: boolean }
  | { name: 'finished'; state: SadyaState; score: SadyaScore; elapsedMs: number };

/**
 * The sadya game (`/eat`): choose a region's serving order and the size of the feast, serve every
 * dish on the banana leaf, then see the score and what goes where, and why.
 */
export default function SadyaGame({ locale, onFinish }: GameProps) {
  const t = useTranslation(sadyaScreenMessages, locale);
  const [phase, setPhase] = useState<Phase>({ name: 'setup', returning: false });
  const [variant, setVariant] = useState<VariantId>('common');
  const [feast, setFeast] = useState<FeastId>('full');
  const plays = useRef(0);
  const reported = useRef(new Set<number>());

  function begin(event: MouseEvent) {
    plays.current += 1;
    // A click from Enter or Space has no pointer detail.
    setPhase({ name: 'playing', play: plays.current, byKeyboard: event.detail === 0 });
  }

  function finish(
    play: number,
    state: SadyaState,
    elapsedMs: number,
    servedAtMs: readonly number[],
  ) {
    // elapsedMs is the whole-ms time the record carries (the play screen rounds it once), so the
    // score shown here is the one the server computes from the record.
    const score = scoreSadya(state.servings, elapsedMs);
    // Exactly one report per play, whatever React does with the handlers.
    if (!reported.current.has(play)) {
      reported.current.add(play);
      onFinish({
        gameId: 'sadya',
        score: score.total,
        maxScore: score.max,
        durationMs: elapsedMs,
        evidence: { version: GAMES_VERSION, record: sadyaRecord(state, servedAtMs, elapsedMs) },
      });
    }
    setPhase({ name: 'finished', state, score, elapsedMs });
  }

  return (
    <GameFrame gameId="sadya" locale={locale} tutorial={sadyaTutorial} title={t('sadya.title')}>
      {phase.name === 'setup' && (
        <SetupScreen
          locale={locale}
          variant={variant}
          feast={feast}
          returning={phase.returning}
          onVariant={setVariant}
          onFeast={setFeast}
          onStart={begin}
        />
      )}

      {phase.name === 'playing' && (
        <PlayScreen
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
        <ResultScreen
          locale={locale}
          state={phase.state}
          score={phase.score}
          onPlayAgain={() => setPhase({ name: 'setup', returning: true })}
        />
      )}
    </GameFrame>
  );
}
