import type { GameMeta, GameProps } from '@onam/shared/contracts/game';
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { GamePlaceholder } from '../common/game-placeholder';

export const meta: GameMeta = {
  kind: 'game',
  id: 'sadya',
  title: { en: 'Onam sadya' },
  contractVersion: GAME_CONTRACT_VERSION,
};

export default function SadyaGame({ locale }: GameProps) {
  return <GamePlaceholder titleKey="sadya.title" locale={locale} />;
}
