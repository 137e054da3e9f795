// `pnpm campaign history`: every revision, with time, author and command.
import { EXIT, shownPath } from '../../command';
import { loadHistory } from '../history';
import { historyLines } from '../summary';
import type { ReadCommand } from '../campaign-command';
import { envDir } from '../command-line';
import { readLive, where } from '../firestore';
import { damageLine, liveRevision, readManifestFile } from '../manifest-file';
import { report } from '../output';

export const history: ReadCommand = {
  name: 'history',
  changes: false,
  arity: 0,
  usage: 'history',
  about: ['every revision, with time, author and command'],
  async inFile({ ctx, options }) {
    const dir = envDir(options, options.env);
    const live = await readManifestFile(dir, options.env);
    const { revisions, damaged } = await loadHistory(dir);
    const current = await liveRevision(dir, revisions, live.text);
    const lines = [`History of "${options.env}" (${shownPath(ctx, live.file)}), oldest first:`];
    lines.push(...historyLines(revisions, current?.revision));
    if (revisions.length > 0 && !current) {
      lines.push(
        'The live manifest is none of these: it was edited outside the CLI. The next change records it first.',
      );
    }
    lines.push(...damageLine({ revisions, damaged }));
    report(
      ctx,
      options,
      { env: options.env, live: current?.revision, revisions, ...(damaged ? { damaged } : {}) },
      lines,
    );
    return EXIT.done;
  },
  async inFirestore(inv, target) {
    const { ctx, options } = inv;
    const { desk, state } = await readLive(inv, target);
    const revisions = await desk.history();
    report(
      ctx,
      options,
      { env: options.env, project: target.project, live: state.revision, revisions },
      [
        `History of ${where(inv, target)}, oldest first:`,
        ...historyLines(
          revisions.map((r) => ({ ...r, file: '' })),
          state.revision,
        ),
      ],
    );
    return EXIT.done;
  },
};
