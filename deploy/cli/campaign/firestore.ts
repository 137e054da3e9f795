// An environment live in Firestore (live-campaign.ts): commands read its live revision and send
// their changes to changeCampaign's code through the Admin SDK, as the author --as names.
import { reportLines } from '../../game-packages/checks';
import { checkText } from './operator-input';
import { EXIT, UsageError } from '../command';
import {
  liveState,
  openProjectDesk,
  refusalOf,
  type LiveTarget,
  type MakeChange,
} from './live-campaign';
import type { Invocation } from './context';
import { inWordsLines } from './change-in-words';
import { report } from './output';
import { Refusal } from './refusal';

/** The environment as the output names it. */
export function where({ options }: Invocation, target: LiveTarget): string {
  return `"${options.env}" (live in Firestore, project ${target.project})`;
}

/** The project's desk, opened to read, and its live revision. */
export async function readLive(inv: Invocation, target: LiveTarget) {
  const openDesk = inv.ctx.openDesk ?? openProjectDesk;
  const desk = await openDesk(target.project, 'campaign-cli', inv.options.timeoutMs);
  return { desk, state: await liveState(desk, inv.options.env, target) };
}

/** Who makes a change: --as, else ONAM_OPERATOR; a usage error when neither says. */
export function changeAuthor(inv: Invocation, target: LiveTarget): string {
  if (inv.options.emergency) {
    throw new UsageError(
      `--emergency is for environments kept in a file: in Firestore, switch-off never asks the remotes, and every revision was checked by the server when it was written`,
    );
  }
  const author = inv.options.as ?? inv.ctx.env?.ONAM_OPERATOR;
  if (!author) {
    throw new UsageError(
      `a change to ${where(inv, target)} is recorded with its author: pass --as <your email> (or set ONAM_OPERATOR)`,
    );
  }
  checkText('--as', author);
  return author;
}

/** Sends the change to the server on the live revision, and says what it did. */
export async function changeInFirestore(
  inv: Invocation,
  target: LiveTarget,
  author: string,
  make: MakeChange,
): Promise<number> {
  const { ctx, options } = inv;
  const place = where(inv, target);
  const openDesk = ctx.openDesk ?? openProjectDesk;
  const desk = await openDesk(target.project, author, options.timeoutMs);
  const state = await liveState(desk, options.env, target);
  const change = await make(state.json);
  let answer;
  try {
    answer = await desk.change({ baseRevision: state.revision, change, dryRun: options.dryRun });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    throw new Refusal([refusal.message], `The server refused that change to ${place}:`);
  }
  report(
    ctx,
    options,
    {
      ok: true,
      env: options.env,
      project: target.project,
      revision: answer.revision,
      written: !answer.dryRun,
      changes: answer.changes,
    },
    [
      answer.dryRun
        ? `Checked, not written (--dry-run): ${place} stays at revision ${answer.revision}. It would change:`
        : `Revision ${answer.revision} of ${place} is live, by ${author}:`,
      ...answer.changes.map((line) => `  ${line}`),
      ...inWordsLines(state.json, JSON.parse(answer.manifest)),
      ...(answer.checks ?? []).flatMap(reportLines),
    ],
  );
  return EXIT.done;
}
