// Every manifest an environment has had, so any of them can be brought back: history/0001.json,
// 0002.json… hold the exact text that was live, and history/index.json says when, by whom and with
// which command each one was made.
import { readFile } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomic-file';

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

export function historyDir(envDir: string): string {
  return path.join(envDir, 'history');
}

function indexFile(envDir: string): string {
  return path.join(historyDir(envDir), 'index.json');
}

export function snapshotName(revision: number): string {
  return `${String(revision).padStart(4, '0')}.json`;
}

/** The revisions, oldest first; none when the environment has no history yet. */
export async function readHistory(envDir: string): Promise<Revision[]> {
  let text: string;
  try {
    text = await readFile(indexFile(envDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const index = JSON.parse(text) as HistoryIndex;
  if (!Array.isArray(index.revisions)) {
    throw new Error(`${indexFile(envDir)} has no revisions list`);
  }
  return index.revisions;
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
 * makes the manifest live between them (see commit in campaign-cli.ts), so a failure part-way never
 * leaves the index naming a snapshot that is missing.
 */
export async function writeSnapshot(
  envDir: string,
  revisions: Revision[],
  text: string,
  meta: Omit<Revision, 'revision' | 'file'>,
): Promise<Revision> {
  const number = revisions.reduce((max, r) => Math.max(max, r.revision), 0) + 1;
  const revision: Revision = { revision: number, file: snapshotName(number), ...meta };
  await mkdir(historyDir(envDir), { recursive: true });
  await writeFileAtomic(path.join(historyDir(envDir), revision.file), text);
  return revision;
}

export async function writeIndex(envDir: string, revisions: Revision[]): Promise<void> {
  await mkdir(historyDir(envDir), { recursive: true });
  const index: HistoryIndex = { revisions };
  await writeFileAtomic(indexFile(envDir), `${JSON.stringify(index, null, 2)}\n`);
}
