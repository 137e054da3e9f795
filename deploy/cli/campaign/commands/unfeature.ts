// `pnpm campaign unfeature <day>`: no game is put first on that festival day.
import { feature as featureOn, festivalDay } from '@onam/shared/campaign-ops/manifest-edit';
import { checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const unfeature: ChangeCommand = {
  name: 'unfeature',
  changes: true,
  arity: 1,
  usage: 'unfeature <day>',
  prepare(inv) {
    const day = inv.args[0] as string;
    checkText('day', day);
    return {
      forFirestore: () => (m) => ({ kind: 'unfeature', day: festivalDay(m, day) }),
      forFile: () => edit(inv, false, (m) => featureOn(m, festivalDay(m, day), undefined)),
    };
  },
};
