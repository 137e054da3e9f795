import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { publicCardOf, type WishDoc } from '../../shared/src/backend/wishes';
import { DOCUMENTS, writeDocument } from './admin-firestore';
import { PROJECT } from './emulated';
import { repoRoot } from './servers';

/**
 * Set-up for the wall of wishes' browser tests on the emulated backend (docs/decisions/038): the
 * documents a story starts from, written past the rules as an administrator would (the Firestore
 * emulator's `owner`), and the operator claim granted with `pnpm operators`.
 */
/** A card already on the wall, as moderateWish leaves an approved one: the card and its public copy. */
export async function seedApprovedWish(id: string, card: Pick<WishDoc, 'name' | 'district'>) {
  const at = new Date().toISOString();
  const wish: WishDoc = {
    uid: `seeded-${id}`,
    greeting: 'ponnonam',
    illustration: 'festival',
    ...card,
    status: 'approved',
    createdAt: at,
    day: at.slice(0, 10),
    queuedAt: null,
    approvedAt: at,
    reason: null,
    reports: 0,
    countedReports: 0,
    moderatedBy: 'seeded',
    moderatedAt: at,
  };
  await writeDocument(`wishes/${id}`, wish);
  await writeDocument(`wall/${id}`, publicCardOf(wish));
}

/** A document as anyone reads it, signed out, over Firestore's REST API: its fields, or the status. */
export async function readSignedOut(
  documentPath: string,
): Promise<{ status: number; fields: string[] }> {
  const response = await fetch(`${DOCUMENTS}/${documentPath}`);
  const body = (await response.json()) as { fields?: Record<string, unknown> };
  return { status: response.status, fields: Object.keys(body.fields ?? {}).sort() };
}

/** `pnpm operators …` against the Auth emulator, as an administrator runs it. */
export function operators(...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'deploy/functions/tools/operators.cjs'), ...args, '--project', PROJECT],
    {
      // The claim in the Auth emulator, the operator's listing in the Firestore emulator.
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`operators ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}
