// `pnpm campaign enable <route>` and `disable <route>`. Disabling only ever stops a module from
// loading, so it does not wait on the remotes; enabling asks them first.
import { routePath, setEnabled } from '@onam/shared/campaign-ops/manifest-edit';
import { checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

function routeSwitch(enabled: boolean): ChangeCommand {
  const name = enabled ? 'enable' : 'disable';
  return {
    name,
    changes: true,
    arity: 1,
    usage: `${name} <route>`,
    prepare(inv) {
      checkText('route', inv.args[0]);
      const target = routePath(inv.args[0] as string);
      return {
        forFirestore: () => () => ({ kind: name, route: target }),
        forFile: () => edit(inv, enabled, (m) => setEnabled(m, target, enabled)),
      };
    },
  };
}

export const enable = routeSwitch(true);
export const disable = routeSwitch(false);
