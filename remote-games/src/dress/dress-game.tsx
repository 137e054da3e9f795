import { useRef, useState } from 'react';
import type { GameMeta, GameProps } from '@onam/shared/contracts/game';
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { useTranslation } from '@onam/shared/react/locale-context';
import { GameFrame } from '../common/game-frame';
import type { ItemId } from '../doll/items';
import { wear, type Change } from '../doll/outfit';
import { canUndo, record, reset, startDress, toggle, undo, type History } from './rules';
import { itemNameKey } from '../doll/item-wording';
import { GAMES_VERSION } from '../build-info';
import { PlayScreen } from './play-screen';
import { ResultScreen } from './result-screen';
import { dressRecord } from './evidence';
import { scoreDress, type DressScore } from './scoring';
import { changeWords, wearingWords } from './play-wording';
import { SetupScreen } from './setup-screen';
import { dressScreenMessages } from './messages';
import { dressTutorial } from './tutorial';

export const meta: GameMeta = {
  kind: 'game',
  id: 'dress',
  title: { en: dressScreenMessages.en['dress.title'], ml: dressScreenMessages.ml['dress.title'] },
  contractVersion: GAME_CONTRACT_VERSION,
};

type Phase =
  | { name: 'setup'; returning: boolean }
  | { name: 'playing' }
  | { name: 'finished'; score: DressScore };

/**
 * Dress up for Onam: put garments, jewellery, jasmine and pottu on the doll, or dress it as
 * Maveli, then finish for a festival look score and save the doll as a picture.
 */
export default function DressGame({ locale, onFinish, onCreation }: GameProps) {
  const t = useTranslation(dressScreenMessages, locale);
  const [phase, setPhase] = useState<Phase>({ name: 'setup', returning: false });
  const [history, setHistory] = useState<History>(startDress);
  const [status, setStatus] = useState('');
  const startedAt = useRef(0);
  const reported = useRef(false);

  const apply = (change: Change) => {
    setHistory(record(history, change.outfit));
    const words = changeWords(t, change);
    if (words !== null) setStatus(words);
  };

  const start = () => {
    setHistory(startDress());
    setStatus('');
    startedAt.current = performance.now();
    reported.current = false;
    setPhase({ name: 'playing' });
  };

  const finish = () => {
    if (reported.current) return;
    reported.current = true;
    const score = scoreDress(history.present);
    setPhase({ name: 'finished', score });
    onFinish({
      gameId: 'dress',
      score: score.total,
      maxScore: score.max,
      durationMs: Math.max(0, Math.round(performance.now() - startedAt.current)),
      evidence: { version: GAMES_VERSION, record: dressRecord(history.present) },
    });
  };

  return (
    <GameFrame gameId="dress" locale={locale} tutorial={dressTutorial} title={t('dress.title')}>
      {phase.name === 'setup' && (
        <SetupScreen locale={locale} returning={phase.returning} onStart={start} />
      )}
      {phase.name === 'playing' && (
        <PlayScreen
          locale={locale}
          outfit={history.present}
          canUndo={canUndo(history)}
          status={status}
          onToggle={(id: ItemId) => apply(toggle(history.present, id))}
          onWear={(id: ItemId) => {
            const change = wear(history.present, id);
            if (change.added) apply(change);
            else setStatus(t('dress.status.alreadyOn', { item: t(itemNameKey(id)) }));
          }}
          onUndo={() => {
            if (!canUndo(history)) {
              setStatus(t('dress.status.nothingToUndo'));
              return;
            }
            const previous = undo(history);
            setHistory(previous);
            setStatus(`${t('dress.status.undone')} ${wearingWords(t, previous.present)}`);
          }}
          onReset={() => {
            setHistory(reset(history));
            setStatus(t('dress.status.reset'));
          }}
          onFinish={finish}
        />
      )}
      {phase.name === 'finished' && (
        <ResultScreen
          locale={locale}
          outfit={history.present}
          score={phase.score}
          onPicture={onCreation}
          onPlayAgain={() => setPhase({ name: 'setup', returning: true })}
        />
      )}
    </GameFrame>
  );
}
