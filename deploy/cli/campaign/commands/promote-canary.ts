// `pnpm campaign promote-canary <remote>`: the canary becomes the stable version for every
// visitor. Its version is asked again, as any version going to everyone is.
import { promoteCanary as makeStable } from '@onam/shared/campaign-ops/manifest-edit';
import { checkName } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const promoteCanary: ChangeCommand = {
  name: 'promote-canary',
  changes: true,
  arity: 1,
  usage: 'promote-canary <remote>',
  about: ['make the canary the version every visitor gets, or end it'],
  prepare(inv) {
    const remote = inv.args[0] as string;
    checkName('remote name', remote);
    return {
      forFirestore: () => () => ({ kind: 'promote-canary', remote }),
      forFile: () => edit(inv, true, (m) => makeStable(m, remote)),
    };
  },
};
