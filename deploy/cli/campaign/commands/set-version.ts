// `pnpm campaign set-version <remote> <version> [--entry <url>]`: points a remote at another
// published version.
import { setVersion as pointAt } from '@onam/shared/campaign-ops/manifest-edit';
import { checkEntry, checkName, checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const setVersion: ChangeCommand = {
  name: 'set-version',
  changes: true,
  arity: 2,
  usage: 'set-version <remote> <version> [--entry <url>]',
  about: ['point a remote at another published version'],
  prepare(inv) {
    const [remote, version] = inv.args as [string, string];
    const { entry } = inv.options;
    checkName('remote name', remote);
    checkText('version', version);
    checkEntry('--entry', entry);
    return {
      forFirestore: () => () => ({
        kind: 'set-version',
        remote,
        version,
        ...(entry ? { entry } : {}),
      }),
      forFile: () => edit(inv, true, (m) => pointAt(m, remote, version, entry)),
    };
  },
};
