// A change to an environment kept in its campaign.json: under the environment's lock, the new
// manifest is made from the live one, checked (schema, then the remotes), written atomically and
// recorded in the history; a refused change leaves the live file exactly as it was.
import { reportLines } from '../../game-packages/checks';
import path from 'node:path';
import { checkLive, requiredModules } from '@onam/shared/campaign-ops/live-check';
import {
  describeChanges,
  manifestText,
  type ManifestJson,
} from '@onam/shared/campaign-ops/manifest-edit';
import { writeFileAtomic } from '../atomic-file';
import { inWordsLines } from './change-in-words';
import { EXIT, shownPath } from '../command';
import {
  FOUND_AFTER_DAMAGE,
  FOUND_EDITED,
  FOUND_FIRST,
  loadHistory,
  setAsideIndex,
  writeIndex,
  writeSnapshot,
  type History,
  type Revision,
} from './history';
import { LockedError, withLock, type HeldLock } from './lock';
import type { CampaignContext, Invocation } from './context';
import { envDir } from './command-line';
import { editable, liveRevision, readManifestFile, validate, type Loaded } from './manifest-file';
import { report } from './output';
import { NotRecorded, Refusal } from './refusal';

export interface ChangeSpec {
  env: string;
  /** Recorded in the history. */
  command: string;
  /**
   * Switching off and disabling only ever stop modules from loading, and are what an operator
   * reaches for when a remote is failing: they are not held up by asking the remotes.
   */
  askRemotes: boolean;
  /** Shown instead of what the remote check found when the remotes are not asked. */
  notAsked?: string;
  /** Shown after the remotes' problems when they refuse the change. */
  wayOutOfRefusal?: string[];
  /** The new manifest text from the live one and the history (read under the lock). */
  produce: (live: Loaded, history: History) => Promise<string>;
  /** Things worth knowing about a change, filled by produce, shown once it is written. */
  notes?: string[];
}

/** An edit of the live manifest of `--env`, which must itself be valid to be edited. */
export function edit(
  { ctx, options, recorded }: Invocation,
  askRemotes: boolean,
  change: (current: ManifestJson) => ManifestJson,
): ChangeSpec {
  const dir = envDir(options, options.env);
  return {
    env: options.env,
    command: recorded,
    askRemotes,
    produce: async (live, history) =>
      manifestText(change(await editable(ctx, options, dir, live, history))),
  };
}

/** Makes the change `spec` describes (or shows it, with --dry-run); resolves to the exit code. */
export async function writeChange({ ctx, options }: Invocation, spec: ChangeSpec) {
  const dir = envDir(options, spec.env);
  const live = await readManifestFile(dir, spec.env);
  const lockOptions = {
    waitMs: options.waitMs,
    onWait: (holder: string) =>
      ctx.err(`Waiting for another campaign command to finish (${holder})…`),
  };
  const work = async (lock: HeldLock) => {
    const current = await readManifestFile(dir, spec.env);
    const history = await loadHistory(dir);
    const nextText = await spec.produce(current, history);
    const next = validate(nextText, 'The new manifest');
    let before: unknown = null;
    try {
      before = JSON.parse(current.text);
    } catch {
      // an unreadable live file is replaced whole (a rollback); every value counts as new
    }
    const changes = describeChanges(before, next.json);
    const shown = shownPath(ctx, live.file);
    if (nextText === current.text) {
      report(ctx, options, { ok: true, env: spec.env, file: shown, changes: [], written: false }, [
        `Nothing to change: ${shown} already says that.`,
      ]);
      return EXIT.done;
    }
    let checked =
      spec.notAsked ?? 'Remotes not asked: this change only stops modules from loading.';
    if (spec.askRemotes) {
      const problems = await checkLive(next.manifest, {
        fetch: ctx.fetch,
        timeoutMs: options.timeoutMs,
      });
      if (problems.length > 0) {
        throw new Refusal(
          problems,
          'Refused: the remotes do not support this change:',
          spec.wayOutOfRefusal,
        );
      }
      const modules = requiredModules(next.manifest).length;
      const remotes = Object.keys(next.manifest.remotes).length;
      const canaries = Object.values(next.manifest.remotes).filter((r) => r.canary).length;
      const andCanaries = canaries ? ` and ${canaries} canar${canaries === 1 ? 'y' : 'ies'}` : '';
      checked = `Checked: ${remotes} remote${remotes === 1 ? '' : 's'}${andCanaries} answer; ${modules} modules are exposed with fitting contracts.`;
      const checkVersions = ctx.checkVersions?.(spec.env);
      const reports = checkVersions ? await checkVersions(next.manifest, before) : [];
      const failed = reports.filter((report) => !report.ok);
      if (failed.length > 0) {
        throw new Refusal(
          failed.flatMap(reportLines),
          "Refused: a version this change puts live fails its package's checks:",
          spec.wayOutOfRefusal,
        );
      }
      checked = [checked, ...reports.flatMap(reportLines)].join('\n');
    }
    // Held for longer than a lock lasts (a remote slower than any --timeout allows), another command
    // may have taken it over as stale: writing now would interleave with that command.
    if (!options.dryRun && !(await lock.stillHeld())) {
      throw new LockedError(
        'this command held the environment so long that another command took it over; run it again',
      );
    }
    const notes = [...(spec.notes ?? [])];
    if (history.damaged) {
      notes.push(
        options.dryRun
          ? `the history index is damaged (${history.damaged}); the change would keep it aside and start a fresh one`
          : `the history index was damaged (${history.damaged}); it is kept aside as ${shownPath(ctx, await setAsideIndex(dir, ctx.now()))} and a fresh one starts here (the earlier snapshots stay in the history folder)`,
      );
    }
    const changeLines = [
      ...inWordsLines(before, next.json),
      'Changes:',
      ...changes.map((line) => `  ${line}`),
      ...notes.map((note) => `Note: ${note}`),
      checked,
    ];
    if (options.dryRun) {
      report(
        ctx,
        options,
        {
          ok: true,
          env: spec.env,
          file: shown,
          changes,
          written: false,
          dryRun: true,
          notes,
          manifest: next.json,
        },
        [...changeLines, `Dry run: nothing written; ${shown} is unchanged.`],
      );
      return EXIT.done;
    }
    const revision = await commit(ctx, dir, current, nextText, spec.command, history);
    report(
      ctx,
      options,
      {
        ok: true,
        env: spec.env,
        file: shown,
        changes,
        written: true,
        revision: revision.revision,
        notes,
      },
      [
        ...changeLines,
        `Written ${shown} (revision ${revision.revision}). Visitors get it at their next navigation, or within a minute.`,
      ],
    );
    return EXIT.done;
  };
  return withLock(path.join(dir, '.campaign.lock'), spec.command, work, lockOptions);
}

/**
 * Makes `nextText` live and records it. When the live file is not the history's latest revision
 * (no history yet, edited by hand, or a damaged index set aside), it is recorded first, so nothing
 * is ever lost. Order: snapshots, then the live file, then the index; the index never names a change
 * that did not happen, and a snapshot left unnamed by a failure is never overwritten.
 */
async function commit(
  ctx: CampaignContext,
  dir: string,
  live: Loaded,
  nextText: string,
  command: string,
  history: History,
): Promise<Revision> {
  const revisions = [...history.revisions];
  const time = ctx.now().toISOString();
  if (!(await liveRevision(dir, revisions, live.text))) {
    const found = await writeSnapshot(dir, revisions, live.text, {
      time,
      author: ctx.author,
      command: history.damaged
        ? FOUND_AFTER_DAMAGE
        : revisions.length === 0
          ? FOUND_FIRST
          : FOUND_EDITED,
    });
    revisions.push(found);
  }
  const revision = await writeSnapshot(dir, revisions, nextText, {
    time,
    author: ctx.author,
    command,
  });
  await writeFileAtomic(live.file, nextText);
  try {
    await writeIndex(dir, [...revisions, revision]);
  } catch (error) {
    throw new NotRecorded(
      `the change is live, but the history index could not be updated (${(error as Error).message}); the next change records it as found`,
    );
  }
  return revision;
}
