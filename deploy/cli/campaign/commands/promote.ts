// `pnpm campaign promote <from-env> <to-env>`: copies a manifest to another environment, which
// keeps its backend and where its remotes are hosted.
import { manifestText, promote as promoted } from '@onam/shared/campaign-ops/manifest-edit';
import { UsageError } from '../../command';
import type { ChangeCommand } from '../campaign-command';
import { envDir } from '../command-line';
import { readManifestFile, validate } from '../manifest-file';

export const promote: ChangeCommand = {
  name: 'promote',
  changes: true,
  arity: 2,
  usage: 'promote <from-env> <to-env>',
  about: [
    'copy a manifest to another environment (the target keeps',
    'its backend and where its remotes are hosted)',
  ],
  targetEnv: (args) => args[1],
  prepare(inv) {
    const [from, to] = inv.args as [string, string];
    if (from === to) throw new UsageError('promote needs two different environments');
    const fromDir = envDir(inv.options, from);
    /** The source: the other environment's file, as for any promotion. */
    const source = async () => {
      const loaded = await readManifestFile(fromDir, from);
      return validate(loaded.text, `The "${from}" manifest`).json;
    };
    return {
      forFirestore: async () => {
        const sourceJson = await source();
        return (target) => ({ kind: 'import', manifest: promoted(sourceJson, target) });
      },
      forFile: () => ({
        env: to,
        command: inv.recorded,
        askRemotes: true,
        produce: async (live) => {
          const sourceJson = await source();
          const { json: targetJson } = validate(live.text, `The "${to}" manifest`);
          return manifestText(promoted(sourceJson, targetJson));
        },
      }),
    };
  },
};
