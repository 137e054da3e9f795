// `pnpm campaign check`: asks the remotes whether the live manifest works.
import { checkLive } from '@onam/shared/campaign-ops/live-check';
import { EXIT, shownPath } from '../../command';
import type { ReadCommand } from '../campaign-command';
import { envDir } from '../command-line';
import { readLive, where } from '../firestore';
import { readManifestFile, validLive } from '../manifest-file';
import { report } from '../output';
import { Refusal } from '../refusal';

export const check: ReadCommand = {
  name: 'check',
  changes: false,
  arity: 0,
  usage: 'check',
  about: ['ask the remotes whether the live manifest works'],
  async inFile({ ctx, options }) {
    const dir = envDir(options, options.env);
    const live = await readManifestFile(dir, options.env);
    const shown = shownPath(ctx, live.file);
    const { manifest } = await validLive(ctx, options, dir, live);
    const problems = await checkLive(manifest, { fetch: ctx.fetch, timeoutMs: options.timeoutMs });
    if (problems.length > 0) {
      throw new Refusal(problems, `The live manifest ${shown} would not work as it is:`);
    }
    report(ctx, options, { ok: true, env: options.env, file: shown, problems: [] }, [
      `${shown} is valid, every remote answers, and every module it loads is exposed with a fitting contract.`,
    ]);
    return EXIT.done;
  },
  async inFirestore(inv, target) {
    const { ctx, options } = inv;
    const place = where(inv, target);
    const { state } = await readLive(inv, target);
    const problems = await checkLive(state.manifest, {
      fetch: ctx.fetch,
      timeoutMs: options.timeoutMs,
    });
    if (problems.length > 0) {
      throw new Refusal(problems, `The live manifest of ${place} would not work as it is:`);
    }
    report(ctx, options, { ok: true, env: options.env, problems: [] }, [
      `Revision ${state.revision} of ${place} is valid, every remote answers, and every module it loads is exposed with a fitting contract.`,
    ]);
    return EXIT.done;
  },
};
