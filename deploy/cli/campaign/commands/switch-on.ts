// `pnpm campaign switch-on`: the games again instead of the switch-off message.
import { switchOn as showGames } from '@onam/shared/campaign-ops/manifest-edit';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const switchOn: ChangeCommand = {
  name: 'switch-on',
  changes: true,
  arity: 0,
  usage: 'switch-on',
  prepare(inv) {
    return {
      forFirestore: () => () => ({ kind: 'switch-on' }),
      forFile: () => edit(inv, true, (m) => showGames(m)),
    };
  },
};
