// `pnpm campaign add-game <id> <remote> <version> --title <title> [--ml <title>] [--entry <url>]
// [--module <module>]`: a game the festival did not have, at /play/<id>. Its remote is added (or
// moved to `version`), and the change is checked like every other: the remote's module is loaded
// and the version's package passes its checks before anything is written.
import { addGame } from '@onam/shared/campaign-ops/manifest-edit';
import { checkEntry, checkName, checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { edit } from '../file-change';

export const addGameCommand: ChangeCommand = {
  name: 'add-game',
  changes: true,
  arity: 3,
  usage: 'add-game <id> <remote> <version> --title <title>',
  synopsis:
    'add-game <id> <remote> <version> --title <title> [--ml <title in Malayalam>] [--entry <url>] [--module <module>]',
  about: ['add a game, at /play/<id> (its remote is added with --entry)'],
  prepare(inv) {
    const [id, remote, version] = inv.args as [string, string, string];
    const { title, ml, entry, module } = inv.options;
    checkText('game id', id);
    checkName('remote name', remote);
    checkText('version', version);
    checkText('--title', title);
    checkText('--ml (the title in Malayalam)', ml);
    checkEntry('--entry', entry);
    if (module !== undefined) checkName('--module', module);
    const game = {
      id,
      remote,
      version,
      title: title ?? '',
      ...(ml ? { titleMl: ml } : {}),
      ...(entry ? { entry } : {}),
      ...(module ? { module } : {}),
    };
    return {
      forFirestore: () => () => ({ kind: 'add-game', ...game }),
      forFile: () => edit(inv, true, (m) => addGame(m, game)),
    };
  },
};
