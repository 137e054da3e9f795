// `pnpm campaign unschedule <route>`: takes a route's schedule off.
import { routePath, unschedule as openEveryDay } from '@onam/shared/campaign-ops/manifest-edit';
import { checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const unschedule: ChangeCommand = {
  name: 'unschedule',
  changes: true,
  arity: 1,
  usage: 'unschedule <route>',
  prepare(inv) {
    checkText('route', inv.args[0]);
    const target = routePath(inv.args[0] as string);
    return {
      forFirestore: () => () => ({ kind: 'unschedule', route: target }),
      forFile: () => edit(inv, true, (m) => openEveryDay(m, target)),
    };
  },
};
