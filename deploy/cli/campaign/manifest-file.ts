// An environment kept in its campaign.json: reading the live file, checking a manifest, and the
// history's revisions an operator can fall back on when the live file is broken.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ManifestJson } from '@onam/shared/campaign-ops/manifest-edit';
import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import { shownPath } from '../command';
import { isFound, loadHistory, readRevision, type History, type Revision } from './history';
import type { CampaignContext, Options } from './context';
import { Refusal } from './refusal';

/** The live file and its text as read. */
export interface Loaded {
  file: string;
  text: string;
}

export async function readManifestFile(dir: string, env: string): Promise<Loaded> {
  const file = path.join(dir, 'campaign.json');
  try {
    return { file, text: await readFile(file, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Refusal(
        [`there is no ${file}; an environment is a folder with its campaign.json`],
        `No campaign manifest for environment "${env}":`,
      );
    }
    throw error;
  }
}

/** A manifest's text parsed and schema-checked; a Refusal naming `what` otherwise. */
export function validate(
  text: string,
  what: string,
): { json: ManifestJson; manifest: CampaignManifest } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Refusal([`${what} is not JSON: ${(error as Error).message}`], `${what} is invalid:`);
  }
  const result = parseCampaignManifest(json);
  if (!result.ok) throw new Refusal(result.problems, `${what} does not pass the schema:`);
  return { json: json as ManifestJson, manifest: result.manifest };
}

/** The revision the live text is, if the history's latest snapshot is exactly it. */
export async function liveRevision(
  dir: string,
  revisions: Revision[],
  liveText: string,
): Promise<Revision | undefined> {
  const latest = revisions[revisions.length - 1];
  if (!latest) return undefined;
  const text = await readRevision(dir, latest).catch(() => undefined);
  return text === liveText ? latest : undefined;
}

/** A revision with its text, parsed. */
interface Good {
  revision: Revision;
  json: ManifestJson;
}

/**
 * The newest revision the CLI itself checked and wrote (not a manifest it found) that still passes
 * the schema: what --emergency builds on or brings back.
 */
async function lastGood(dir: string, revisions: Revision[]): Promise<Good | undefined> {
  for (const revision of [...revisions].reverse()) {
    if (isFound(revision)) continue;
    const text = await readRevision(dir, revision).catch(() => undefined);
    if (text === undefined) continue;
    try {
      return { revision, json: validate(text, 'revision').json };
    } catch {
      // no longer valid: an older one may be
    }
  }
  return undefined;
}

/** The ways out of a live manifest that cannot be edited, as the refusal shows them. */
async function wayOutOfBroken(
  ctx: CampaignContext,
  options: Options,
  dir: string,
  history: History,
): Promise<string[]> {
  const good = await lastGood(dir, history.revisions);
  const file = shownPath(ctx, path.join(dir, 'campaign.json'));
  if (!good) {
    return [
      history.damaged
        ? `The history index is damaged (${history.damaged}), so no revision is known to have passed the checks: fix ${file} by hand.`
        : `No revision the CLI checked and wrote is there to go back to: fix ${file} by hand.`,
    ];
  }
  const n = good.revision.revision;
  const env = options.env === 'local' ? '' : ` --env ${options.env}`;
  return [
    'Ways out, even with the remotes down (--emergency asks no remote; the result is still schema-checked, written atomically and recorded):',
    `  - switch off on top of revision ${n} (${good.revision.command}), the last the CLI checked and wrote:`,
    `      pnpm campaign switch-off "<message>" --emergency${env}`,
    `  - or make revision ${n} live again:`,
    `      pnpm campaign rollback ${n} --emergency${env}`,
    `Or fix ${file} by hand.`,
  ];
}

/** The live manifest, read to be shown or checked; when it is invalid, the refusal says the ways out. */
export async function validLive(ctx: CampaignContext, options: Options, dir: string, live: Loaded) {
  try {
    return validate(live.text, `The live manifest ${shownPath(ctx, live.file)}`);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const wayOut = await wayOutOfBroken(ctx, options, dir, await loadHistory(dir));
    throw new Refusal(error.problems, error.headline, wayOut);
  }
}

/**
 * The live manifest as an edit's starting point. One that cannot be parsed or fails the schema is
 * refused, with the ways out (wayOutOfBroken); with `emergency`, the last revision the CLI checked
 * and wrote stands in for it, and a note says so.
 */
export async function editable(
  ctx: CampaignContext,
  options: Options,
  dir: string,
  live: Loaded,
  history: History,
  emergency?: { notes: string[] },
): Promise<ManifestJson> {
  try {
    return validate(live.text, 'The live manifest').json;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const good = emergency ? await lastGood(dir, history.revisions) : undefined;
    if (!emergency || !good) {
      throw new Refusal(
        error.problems,
        error.headline,
        await wayOutOfBroken(ctx, options, dir, history),
      );
    }
    emergency.notes.push(
      `${shownPath(ctx, live.file)} cannot be used (${error.problems[0] ?? 'invalid'}); this builds on revision ${good.revision.revision} (${good.revision.command}, ${good.revision.time}), the last the CLI checked and wrote`,
    );
    return good.json;
  }
}

/** The line that says the history index is damaged, when it is. */
export function damageLine(history: History): string[] {
  return history.damaged
    ? [
        `The history index is damaged (${history.damaged}): the next change keeps it aside and starts a fresh one.`,
      ]
    : [];
}
