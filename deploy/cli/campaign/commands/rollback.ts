// `pnpm campaign rollback <revision> [--emergency]`: makes an earlier revision live again. With
// --emergency the remotes are not asked, so only a revision the CLI checked and wrote may go back.
import { EditError } from '@onam/shared/campaign-ops/manifest-edit';
import { UsageError } from '../../command';
import { findRevision, isFound, readRevision } from '../history';
import { checkText } from '../operator-input';
import type { ChangeCommand } from '../campaign-command';
import { envDir } from '../command-line';

export const rollback: ChangeCommand = {
  name: 'rollback',
  changes: true,
  emergency: true,
  arity: 1,
  usage: 'rollback <revision> [--emergency]',
  about: ['make an earlier revision live again'],
  prepare(inv) {
    const { options } = inv;
    checkText('revision', inv.args[0]);
    const wanted = Number((inv.args[0] as string).replace(/^#/, ''));
    if (!Number.isInteger(wanted) || wanted < 1) {
      throw new UsageError(
        `"${inv.args[0]}" is not a revision number (see: pnpm campaign history)`,
      );
    }
    return {
      forFirestore: () => () => ({ kind: 'rollback', revision: wanted }),
      forFile: () => {
        const dir = envDir(options, options.env);
        return {
          env: options.env,
          command: inv.recorded,
          askRemotes: !options.emergency,
          notAsked: `Remotes not asked (--emergency): revision ${wanted} passed the checks when the CLI wrote it, and passes the schema now.`,
          wayOutOfRefusal: [
            `If the remotes cannot answer and revision ${wanted} must go live now: pnpm campaign rollback ${wanted} --emergency (no remote is asked; only a revision the CLI checked and wrote)`,
          ],
          produce: async (_live, { revisions, damaged }) => {
            const revision = findRevision(revisions, wanted);
            if (!revision) {
              const known = revisions.map((r) => r.revision);
              throw new EditError(
                damaged
                  ? `there is no revision ${wanted} to go back to: the history index is damaged (${damaged}); the snapshots are still in the history folder, to be copied back by hand`
                  : known.length > 0
                    ? `there is no revision ${wanted}; revisions are ${known[0]} to ${known[known.length - 1]} (pnpm campaign history)`
                    : `there is no revision ${wanted}: "${options.env}" has no history yet`,
              );
            }
            if (options.emergency && isFound(revision)) {
              const good = revisions.filter((r) => !isFound(r)).map((r) => r.revision);
              throw new EditError(
                `revision ${wanted} is a manifest the CLI found, never checked, so --emergency cannot vouch for it; ${
                  good.length > 0
                    ? `revisions the CLI checked and wrote: ${good.join(', ')}`
                    : 'no revision was checked and written by the CLI'
                }`,
              );
            }
            return readRevision(dir, revision);
          },
        };
      },
    };
  },
};
