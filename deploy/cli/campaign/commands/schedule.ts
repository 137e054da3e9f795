// `pnpm campaign schedule <route> [--opens <day>] [--closes <day>]`: opens a route on a festival
// day, closes it after one (a day's number or name).
import { festivalDay, routePath, schedule as dates } from '@onam/shared/campaign-ops/manifest-edit';
import { checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const schedule: ChangeCommand = {
  name: 'schedule',
  changes: true,
  arity: 1,
  usage: 'schedule <route> [--opens <day>] [--closes <day>]',
  about: ['open on / close after a festival day (number or name)'],
  prepare(inv) {
    const { opens, closes } = inv.options;
    checkText('route', inv.args[0]);
    checkText('--opens', opens);
    checkText('--closes', closes);
    const target = routePath(inv.args[0] as string);
    return {
      forFirestore: () => (m) => ({
        kind: 'schedule',
        route: target,
        ...(opens === undefined ? {} : { opensOn: festivalDay(m, opens) }),
        ...(closes === undefined ? {} : { closesAfter: festivalDay(m, closes) }),
      }),
      forFile: () =>
        edit(inv, true, (m) =>
          dates(m, target, {
            opensOn: opens === undefined ? undefined : festivalDay(m, opens),
            closesAfter: closes === undefined ? undefined : festivalDay(m, closes),
          }),
        ),
    };
  },
};
