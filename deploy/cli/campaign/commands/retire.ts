// `pnpm campaign retire <route>` and `unretire <route>`: a game's season is over (no tile and no
// play from the next navigation on; its board and the visitors' plays are kept), or it is back.
// Retiring does not wait on the remotes; bringing a game back asks them first.
import { routePath, setRetired } from '@onam/shared/campaign-ops/manifest-edit';
import { checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

function retirement(retired: boolean): ChangeCommand {
  const name = retired ? 'retire' : 'unretire';
  return {
    name,
    changes: true,
    arity: 1,
    usage: `${name} <route>`,
    about: retired
      ? ["retire a game: its tile goes, its board and visitors' plays stay"]
      : undefined,
    prepare(inv) {
      checkText('route', inv.args[0]);
      const target = routePath(inv.args[0] as string);
      return {
        forFirestore: () => () => ({ kind: name, route: target }),
        forFile: () => edit(inv, !retired, (m) => setRetired(m, target, retired)),
      };
    },
  };
}

export const retire = retirement(true);
export const unretire = retirement(false);
