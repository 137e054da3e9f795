// `pnpm campaign map <route> <remote> <module>`: shows another module on a route (swaps a game).
// Without --title, a route given another game takes that game's name (route-titles.ts), as the
// console's swap and changeCampaign do, since both run the same edit.
import { mapRoute, routePath } from '@onam/shared/campaign-ops/manifest-edit';
import { checkName, checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const map: ChangeCommand = {
  name: 'map',
  changes: true,
  arity: 3,
  usage: 'map <route> <remote> <module> [--title <title>]',
  synopsis: 'map <route> <remote> <module> [--title <title>] [--ml <title in Malayalam>]',
  about: ['show another module on a route (swap a game)'],
  prepare(inv) {
    const [route, remote, module] = inv.args as [string, string, string];
    const { title, ml } = inv.options;
    checkText('route', route);
    const target = routePath(route);
    checkName('remote name', remote);
    checkName('module name', module);
    checkText('--title', title);
    checkText('--ml (the title in Malayalam)', ml);
    return {
      forFirestore: () => () => ({
        kind: 'map',
        route: target,
        remote,
        module,
        ...(title ? { title } : {}),
        ...(ml ? { titleMl: ml } : {}),
      }),
      forFile: () => {
        const notes: string[] = [];
        const spec = edit(inv, true, (m) => {
          const before = m.routes[target];
          const next = mapRoute(m, target, remote, module, title, ml);
          const after = next.routes[target];
          if (before && after && before.module !== module && !title) {
            // The title follows the game shown; say which, so a wrong one is seen before it ships.
            notes.push(
              after.title === before.title
                ? `${target} keeps its title "${before.title}" (${module} is not one of the games); pass --title to change it.`
                : `${target} is now titled "${after.title}"${after.titleMl ? ` ("${after.titleMl}")` : ''}, the name of ${module}; pass --title to name it otherwise.`,
            );
          }
          return next;
        });
        return { ...spec, notes };
      },
    };
  },
};
