// What a command prints: its result as lines for the operator or as JSON (--json), and its
// failure with the problems, the ways out and whether anything was written.
import { EXIT, messageOf, UsageError, usageFailure } from '../command';
import { LockedError } from './lock';
import { NothingLive } from './live-campaign';
import { EditError } from '@onam/shared/campaign-ops/manifest-edit';
import type { CampaignContext, Options } from './context';
import { NotRecorded, Refusal } from './refusal';

export function report(
  ctx: CampaignContext,
  options: Options,
  json: Record<string, unknown>,
  lines: string[],
): void {
  if (options.json) ctx.out(JSON.stringify(json, null, 2));
  else for (const line of lines) ctx.out(line);
}

/**
 * Prints why the command failed; the exit code for it. `changing`: the command set out to change
 * the environment, so the operator is told nothing was written (unless it was).
 */
export function failure(
  ctx: CampaignContext,
  options: Options | undefined,
  error: unknown,
  changing: boolean,
  usage: string,
): number {
  const json = options?.json ?? false;
  if (error instanceof UsageError) return usageFailure(ctx, error, usage);
  let headline: string;
  let problems: string[];
  let wayOut: string[] = [];
  if (error instanceof Refusal) {
    headline = error.headline;
    problems = error.problems;
    wayOut = error.wayOut;
  } else if (error instanceof NothingLive) {
    headline = 'Not live yet:';
    problems = [error.message];
  } else if (error instanceof EditError) {
    headline = 'That change cannot be made:';
    problems = [error.message];
  } else if (error instanceof LockedError) {
    headline = 'Busy:';
    problems = [error.message];
  } else if (error instanceof NotRecorded) {
    headline = 'Written, but not recorded in the history:';
    problems = [error.message];
    changing = false;
  } else {
    headline = 'Something went wrong:';
    problems = [messageOf(error)];
  }
  if (json) {
    const extra = wayOut.length > 0 ? { wayOut } : {};
    ctx.out(JSON.stringify({ ok: false, error: headline, problems, ...extra }, null, 2));
  } else {
    ctx.err(headline);
    for (const problem of problems) ctx.err(`  - ${problem}`);
    for (const line of wayOut) ctx.err(line);
    if (changing) ctx.err('Nothing was written; the live manifest is unchanged.');
  }
  return EXIT.failed;
}
