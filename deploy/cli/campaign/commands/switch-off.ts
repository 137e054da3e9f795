// `pnpm campaign switch-off "<message>" [--ml "<message in Malayalam>"] [--emergency]`: visitors
// see the message instead of the games. It only stops modules from loading, so the remotes are
// not asked; with --emergency it builds on the last revision the CLI checked and wrote when the
// live file is broken.
import { manifestText, switchOff as showMessage } from '@onam/shared/campaign-ops/manifest-edit';
import { checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { envDir } from '../command-line';
import { editable } from '../manifest-file';

export const switchOff: ChangeCommand = {
  name: 'switch-off',
  changes: true,
  emergency: true,
  arity: 1,
  usage: 'switch-off "<message>" [--ml "<message in Malayalam>"] [--emergency]',
  about: ['show visitors a message instead of the games, and back'],
  prepare(inv) {
    const { ctx, options } = inv;
    const message = inv.args[0] as string;
    const { ml } = options;
    checkText('switch-off message', message);
    checkText('--ml (the message in Malayalam)', ml);
    return {
      forFirestore: () => () => ({ kind: 'switch-off', message, ...(ml ? { messageMl: ml } : {}) }),
      forFile: () => {
        const dir = envDir(options, options.env);
        const notes: string[] = [];
        return {
          env: options.env,
          command: inv.recorded,
          askRemotes: false,
          notes,
          produce: async (live, history) => {
            const base = await editable(
              ctx,
              options,
              dir,
              live,
              history,
              options.emergency ? { notes } : undefined,
            );
            return manifestText(showMessage(base, message, ml));
          },
        };
      },
    };
  },
};
