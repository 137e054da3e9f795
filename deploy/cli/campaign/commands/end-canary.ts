// `pnpm campaign end-canary <remote> [--reason "<why>"]`: every visitor gets the stable version
// again. It only takes a version away, so the remotes are not asked: it is what an operator
// reaches for when the canary is the thing failing.
import { endCanary as takeAway } from '@onam/shared/campaign-ops/manifest-edit';
import { checkName, checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const endCanary: ChangeCommand = {
  name: 'end-canary',
  changes: true,
  arity: 1,
  usage: 'end-canary <remote> [--reason "<why>"]',
  prepare(inv) {
    const remote = inv.args[0] as string;
    const { reason } = inv.options;
    checkName('remote name', remote);
    checkText('--reason', reason);
    return {
      forFirestore: () => () => ({
        kind: 'end-canary',
        remote,
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
      }),
      forFile: () => ({
        ...edit(inv, false, (m) => takeAway(m, remote)),
        notAsked: 'Remotes not asked: ending a canary only takes a version away.',
      }),
    };
  },
};
