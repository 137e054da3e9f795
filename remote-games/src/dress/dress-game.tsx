import type { GameMeta, GameProps } from '@onam/shared/contracts/game';
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { GamePlaceholder } from '../common/game-placeholder';

export const meta: GameMeta = {
  kind: 'game',
  id: 'dress',
  title: { en: 'Dress up for Onam' },
  contractVersion: GAME_CONTRACT_VERSION,
};

export default function DressGame({ locale }: GameProps) {
  return <GamePlaceholder titleKey="dress.title" locale={locale} />;
}
