// Every manifest an environment has had, so any of them can be brought back: history/0001.json,
// 0002.json… hold the exact text that was live, and history/index.json says when, by whom and with
// which command each one was made.
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../atomic-file';

export interface Revision {
  revision: number;
  /** The snapshot's file name in the history folder. */
  file: string;
  /** ISO 8601, UTC. */
  time: string;
  author: string;
  /** The command that made it, as typed (without --env and --dir). */
  command: string;
}

interface HistoryIndex {
  revisions: Revision[];
}

/** Which command a revision records when the CLI finds a manifest it did not write. */
export const FOUND_FIRST = '(the manifest as found, before the first recorded change)';
export const FOUND_EDITED = '(the manifest as found: edited outside the CLI)';
export const FOUND_AFTER_DAMAGE =
  '(the manifest as found, when a damaged history index was set aside)';

/** Whether a revision records a manifest the CLI found rather than one it checked and wrote. */
export function isFound(revision: Revision): boolean {
  return revision.command.startsWith('(the manifest as found');
}

export function historyDir(envDir: string): string {
  return path.join(envDir, 'history');
}

function indexFile(envDir: string): string {
  return path.join(historyDir(envDir), 'index.json');
}

export function snapshotName(revision: number): string {
  return `${String(revision).padStart(4, '0')}.json`;
}

export interface History {
  /** Oldest first; none when the environment has no history yet, or its index is damaged. */
  revisions: Revision[];
  /** Why the index cannot be used (not JSON, not a list of revisions…); unset when it can. */
  damaged?: string;
}

function revisionProblem(value: unknown, position: number): string | null {
  if (typeof value !== 'object' || value === null) return `entry ${position} is not a revision`;
  const r = value as Partial<Record<keyof Revision, unknown>>;
  if (typeof r.revision !== 'number' || !Number.isInteger(r.revision) || r.revision < 1) {
    return `entry ${position} has no revision number`;
  }
  // The file is always the number's own: an index naming any other path is not trusted.
  if (r.file !== snapshotName(r.revision)) {
    return `revision ${r.revision} names the file ${JSON.stringify(r.file)}`;
  }
  for (const key of ['time', 'author', 'command'] as const) {
    if (typeof r[key] !== 'string') return `revision ${r.revision} has no ${key}`;
  }
  return null;
}

/**
 * The history as its index says. An index that cannot be trusted does not stop anything: it is
 * reported as damaged (with why) and counts as no revisions; a change then sets it aside
 * (setAsideIndex) and starts a fresh one, see docs/decisions/027.
 */
export async function loadHistory(envDir: string): Promise<History> {
  let text: string;
  try {
    text = await readFile(indexFile(envDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { revisions: [] };
    return { revisions: [], damaged: `it cannot be read (${(error as Error).message})` };
  }
  let index: unknown;
  try {
    index = JSON.parse(text);
  } catch (error) {
    return { revisions: [], damaged: `it is not JSON (${(error as Error).message})` };
  }
  const revisions = (index as Partial<HistoryIndex> | null)?.revisions;
  if (!Array.isArray(revisions)) return { revisions: [], damaged: 'it has no revisions list' };
  const seen = new Set<number>();
  for (const [i, value] of revisions.entries()) {
    const problem = revisionProblem(value, i + 1);
    if (problem) return { revisions: [], damaged: problem };
    const { revision } = value as Revision;
    if (seen.has(revision))
      return { revisions: [], damaged: `revision ${revision} is listed twice` };
    seen.add(revision);
  }
  return { revisions: revisions as Revision[] };
}

/**
 * Moves a damaged index out of the way, kept beside the snapshots as
 * `index.damaged-<time>.json`; resolves to that file's path.
 */
export async function setAsideIndex(envDir: string, time: Date): Promise<string> {
  const stamp = time.toISOString().replace(/[:.]/g, '-');
  const aside = path.join(historyDir(envDir), `index.damaged-${stamp}.json`);
  await rename(indexFile(envDir), aside);
  return aside;
}

/** The exact text of one revision. */
export async function readRevision(envDir: string, revision: Revision): Promise<string> {
  return readFile(path.join(historyDir(envDir), revision.file), 'utf8');
}

export function findRevision(revisions: Revision[], wanted: number): Revision | undefined {
  return revisions.find((r) => r.revision === wanted);
}

/**
 * Adds a revision in two atomic steps, snapshot first, then the index that names it. The caller
 * makes the manifest live between them (see commit in campaign/file-change.ts), so a failure
 * part-way never leaves the index naming a snapshot that is missing; a snapshot left unnamed is
 * left alone.
 */
export async function writeSnapshot(
  envDir: string,
  revisions: Revision[],
  text: string,
  meta: Omit<Revision, 'revision' | 'file'>,
): Promise<Revision> {
  await mkdir(historyDir(envDir), { recursive: true });
  // After the highest revision the index names and any snapshot already in the folder, so that a
  // fresh index (after a damaged one) or an unrecorded write never overwrites a snapshot.
  const onDisk = (await readdir(historyDir(envDir)))
    .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  const number = Math.max(0, ...onDisk, ...revisions.map((r) => r.revision)) + 1;
  const revision: Revision = { revision: number, file: snapshotName(number), ...meta };
  await writeFileAtomic(path.join(historyDir(envDir), revision.file), text);
  return revision;
}

export async function writeIndex(envDir: string, revisions: Revision[]): Promise<void> {
  await mkdir(historyDir(envDir), { recursive: true });
  const index: HistoryIndex = { revisions };
  await writeFileAtomic(indexFile(envDir), `${JSON.stringify(index, null, 2)}\n`);
}
