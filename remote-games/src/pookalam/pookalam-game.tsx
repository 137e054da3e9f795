import type { GameMeta, GameProps } from '@onam/shared/contracts/game';
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { GamePlaceholder } from '../common/game-placeholder';

export const meta: GameMeta = {
  kind: 'game',
  id: 'pookalam',
  title: { en: 'Pookalam' },
  contractVersion: GAME_CONTRACT_VERSION,
};

export default function PookalamGame({ locale }: GameProps) {
  return <GamePlaceholder titleKey="pookalam.title" locale={locale} />;
}
