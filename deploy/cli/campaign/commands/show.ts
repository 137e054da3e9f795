// `pnpm campaign show`: the manifest at a glance.
import { EXIT, shownPath } from '../../command';
import { loadHistory } from '../history';
import { summarize } from '../summary';
import type { ReadCommand } from '../campaign-command';
import { envDir } from '../command-line';
import { damageLine, liveRevision, readManifestFile, validLive } from '../manifest-file';
import { readLive, where } from '../firestore';
import { report } from '../output';

export const show: ReadCommand = {
  name: 'show',
  changes: false,
  arity: 0,
  usage: 'show',
  about: ['the manifest at a glance'],
  async inFile({ ctx, options }) {
    const dir = envDir(options, options.env);
    const live = await readManifestFile(dir, options.env);
    const { manifest } = await validLive(ctx, options, dir, live);
    const history = await loadHistory(dir);
    const current = await liveRevision(dir, history.revisions, live.text);
    const revisionNote = current
      ? `revision ${current.revision}`
      : history.damaged
        ? 'history index damaged'
        : history.revisions.length > 0
          ? 'not a recorded revision: edited outside the CLI'
          : 'no history yet';
    report(
      ctx,
      options,
      {
        env: options.env,
        file: shownPath(ctx, live.file),
        revision: current?.revision,
        ...(history.damaged ? { historyDamaged: history.damaged } : {}),
        manifest,
      },
      [
        ...summarize(
          manifest,
          `Campaign "${options.env}": ${shownPath(ctx, live.file)} (${revisionNote})`,
        ),
        ...damageLine(history),
      ],
    );
    return EXIT.done;
  },
  async inFirestore(inv, target) {
    const { ctx, options } = inv;
    const { state } = await readLive(inv, target);
    report(
      ctx,
      options,
      {
        env: options.env,
        project: target.project,
        revision: state.revision,
        manifest: state.manifest,
      },
      summarize(
        state.manifest,
        `Campaign ${where(inv, target)}: revision ${state.revision}, by ${state.author} at ${state.time}`,
      ),
    );
    return EXIT.done;
  },
};
