import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page, type Route } from '@playwright/test';
import { createEmulatorAccount } from '../../deploy/scripts/emulators.mjs';
import { PROJECT, seedProfile } from './admin-firestore';
import type { Visitor } from './auth';
import { repoRoot } from './servers';

/**
 * The emulated backend the browser tests reach (docs/decisions/026): the host at :3100 serves the
 * campaign with the firebase adapter pointed at the Auth, Firestore and Functions emulators the
 * preview started.
 */
export const EMULATED_HOST = 'http://localhost:3100';
const FIRESTORE = 'http://127.0.0.1:8080';
export const FUNCTIONS = 'http://127.0.0.1:5001';

export { PROJECT };

/** Creates an account straight in the Auth emulator; its uid and an ID token. */
export const createEmulatedAccount = (visitor: Visitor) => createEmulatorAccount(visitor);

/**
 * An account as registration leaves it: the Auth account and the profile of an adult who accepted
 * the current notice, so their plays reach the boards (only such a visitor may be public).
 */
export async function createRegisteredAccount(visitor: Visitor) {
  const made = await createEmulatorAccount(visitor);
  await seedProfile(made.uid, {
    displayName: visitor.displayName,
    district: 'thrissur',
    ageBand: 'adult',
  });
  return made;
}

/** Calls a callable as a script would, with the visitor's ID token; the HTTP answer as is. */
export async function callFunction(name: string, idToken: string, data: unknown) {
  const response = await fetch(`${FUNCTIONS}/${PROJECT}/asia-south1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      result?: unknown;
      error?: { message: string; status: string };
    },
  };
}

export interface BoardRow {
  rank: number;
  name: string;
  district: string | null;
  score: number;
}

/** The public board of a game, read as anyone may read it: signed out, over Firestore's REST API. */
export async function publicBoard(gameId: string): Promise<BoardRow[]> {
  const response = await fetch(
    `${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents/leaderboard/${gameId}`,
  );
  if (response.status === 404) return [];
  const doc = (await response.json()) as {
    fields?: {
      top?: {
        arrayValue?: {
          values?: {
            mapValue: {
              fields: Record<
                string,
                { stringValue?: string; integerValue?: string; nullValue?: null }
              >;
            };
          }[];
        };
      };
    };
  };
  return (doc.fields?.top?.arrayValue?.values ?? []).map(({ mapValue: { fields } }) => ({
    rank: Number(fields.rank?.integerValue),
    name: fields.name?.stringValue ?? '',
    district: fields.district?.stringValue ?? null,
    score: Number(fields.score?.integerValue),
  }));
}

/**
 * Saves `plays` plays for a visitor through the functions' own submitPlay code, on a clock that
 * steps at the play pace (deploy/functions/src/plays/seed-plays.ts): a long play history in seconds.
 */
export function seedPlays(request: {
  uid: string;
  plays: number;
  play: { gameId: string; durationMs: number; evidence: unknown };
  profile?: { displayName: string; district: string | null };
}) {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'deploy/functions/tools/seed-plays.cjs')],
    {
      input: JSON.stringify({ projectId: PROJECT, ...request }),
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  if (result.status !== 0) throw new Error(`seeding plays failed: ${result.stderr}`);
}

/** The finished plays waiting on this page's device (the pending-plays store), as stored. */
export const pendingPlays = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('onam:pending-plays') ?? '[]') as {
        id: string;
        gameId: string;
        score: number;
        durationMs: number;
        evidence?: { version: string; record: unknown };
      }[],
  );

/** Every Firestore document the page has read so far, as the adapter marks them. */
export const documentsRead = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByName('onam:firestore-read')
      .map((mark) => (mark as PerformanceMark).detail as { what: string; documents: number }),
  );

/** Saved by the server: a round trip through the Functions emulator, a little slower than local. */
export const expectSaved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'saved to your statistics' })).toBeVisible({
    timeout: 20_000,
  });

/**
 * Makes submitPlay fail, as a server with a bug fails, on one play only: the first play the page
 * sends from now on (by its device id), every time it is sent, with the answer the Functions
 * runtime gives for an error it did not expect (500, INTERNAL, no words). Every other play reaches
 * the emulator. `lift` lets that play through again.
 */
export async function failOnePlay(page: Page) {
  let failing: string | undefined;
  let failures = 0;
  const pattern = `${FUNCTIONS}/${PROJECT}/*/submitPlay`;
  const handler = async (route: Route) => {
    const request = route.request();
    const body = request.method() === 'POST' ? (request.postDataJSON() as SubmitBody) : null;
    const deviceId = body?.data?.deviceId;
    failing ??= deviceId;
    if (!deviceId || deviceId !== failing) return route.fallback();
    failures += 1;
    await route.fulfill({
      status: 500,
      headers: { 'access-control-allow-origin': new URL(request.frame().url()).origin },
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'INTERNAL', status: 'INTERNAL' } }),
    });
  };
  await page.route(pattern, handler);
  return {
    /** How many times the server has failed on the play so far. */
    failures: () => failures,
    lift: () => page.unroute(pattern, handler),
  };
}

interface SubmitBody {
  data?: { deviceId?: string };
}
