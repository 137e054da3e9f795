// `pnpm campaign feature <day> <route>`: the game the home page puts first on a festival day.
import { FEATURABLE_PATHS, type FeaturablePath } from '@onam/shared/manifest/route-paths';
import {
  EditError,
  feature as featureOn,
  festivalDay,
  routePath,
} from '@onam/shared/campaign-ops/manifest-edit';
import { checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const feature: ChangeCommand = {
  name: 'feature',
  changes: true,
  arity: 2,
  usage: 'feature <day> <route>',
  about: ['the game the home page puts first on a festival day'],
  prepare(inv) {
    const [day, route] = inv.args as [string, string];
    checkText('day', day);
    checkText('route', route);
    const target = routePath(route);
    return {
      forFirestore: () => (m) => {
        const featured = festivalDay(m, day);
        // The change names a game's route only; the file's edit refuses the others itself.
        if (!(FEATURABLE_PATHS as readonly string[]).includes(target)) {
          throw new EditError(
            `${target} is not a game: a day can feature ${FEATURABLE_PATHS.join(', ')}`,
          );
        }
        return { kind: 'feature', day: featured, route: target as FeaturablePath };
      },
      forFile: () => edit(inv, false, (m) => featureOn(m, festivalDay(m, day), target)),
    };
  },
};
