// What `pnpm start` adds to the preview on the emulated backend, so that a new operator finds the
// production shape on :3000 (docs/operating.md, "Trying the console locally"): the local manifest
// put live when nothing is, through the operators tool's go-live (changeCampaign's own import and
// checks, as an environment's first day goes live), and a demo operator on the Auth emulator,
// granted as `pnpm operators grant` grants one. On the local backend none of it can run: there is
// no Functions emulator to serve the live campaign, and no Firestore to keep it in.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT } from '../hosting/apps.mjs';
import { withBackend } from '../preview/campaign-source.mjs';
import {
  AUTH_EMULATOR_PORT,
  FIRESTORE_EMULATOR,
  createEmulatorAccount,
  emulatedBackend,
} from './emulators.mjs';

/** The demo operator's account: fixed, so the README and `pnpm start` can name it. */
export const DEMO_OPERATOR = Object.freeze({
  email: 'operator@onam.test',
  password: 'onam-operator-demo',
  displayName: 'Demo operator',
});

/** The author the start's go-live is recorded with, in the console's history. */
export const START_AUTHOR = 'pnpm-start@onam.test';

/**
 * What `pnpm start` does beside serving, for the backend mode chosen.
 * @param {{ mode: 'local' | 'emulated', why: string, emulators: boolean }} chosen
 * @returns {{ liveHost: boolean, seedCampaign: boolean, demoOperator: boolean, note?: string }}
 */
export function startPlan({ mode, why, emulators }) {
  if (mode === 'emulated' && emulators) {
    return { liveHost: true, seedCampaign: true, demoOperator: true };
  }
  const none = { liveHost: false, seedCampaign: false, demoOperator: false };
  if (mode === 'emulated') {
    return {
      ...none,
      note: 'no emulators (--no-auth-emulator): the site serves the campaign file, and the console cannot sign anyone in',
    };
  }
  return {
    ...none,
    note:
      `local backend (${why}): the site serves deploy/campaigns/local/campaign.json, and the ` +
      'console needs the emulated backend (Java and the Firestore emulator), which keeps the live campaign',
  };
}

/**
 * The live campaign's revision in the emulator's Firestore, 0 when nothing is live. Read as the
 * emulator's owner (past the rules, which let only operators read it).
 * @param {{ firestore?: string, project?: string }} [where]
 * @returns {Promise<number>}
 */
export async function liveRevision({
  firestore = FIRESTORE_EMULATOR,
  project = DEMO_PROJECT,
} = {}) {
  const response = await fetch(
    `http://${firestore}/v1/projects/${project}/databases/(default)/documents/campaign/live`,
    { headers: { authorization: 'Bearer owner' }, signal: AbortSignal.timeout(10_000) },
  );
  if (response.status === 404) return 0;
  if (!response.ok) {
    throw new Error(
      `the live campaign could not be read: ${response.status} ${await response.text()}`,
    );
  }
  const body = /** @type {{ fields?: { revision?: { integerValue?: string } } }} */ (
    await response.json()
  );
  return Number(body.fields?.revision?.integerValue ?? 0);
}

/**
 * Puts a campaign live only when none is: a campaign an operator changed survives a restart
 * against the same emulator.
 * @param {{ liveRevision: () => Promise<number>, goLive: () => Promise<string> }} steps
 * @returns {Promise<{ seeded: boolean, message: string }>}
 */
export async function seedIfEmpty({ liveRevision: readRevision, goLive }) {
  const revision = await readRevision();
  if (revision > 0) {
    return { seeded: false, message: `revision ${revision} is live already: left as it is` };
  }
  return { seeded: true, message: await goLive() };
}

/**
 * The manifest `pnpm start` puts live: the campaign file with the backend section the site serves
 * on the emulated backend. The live host hands the app /campaign.json with that section
 * (preview.mjs), while the pages function draws each page from the live manifest as it is stored:
 * with the file's `local` section there, every page was drawn from a manifest the app never reads,
 * so the app drew it again instead of adopting it, and a tap or text typed before then was lost.
 * @param {string} text the campaign file's text
 * @returns {string}
 */
export function liveManifestText(text) {
  /** @type {{ backend: { firebase: unknown, mediaUpload?: string } }} */
  const manifest = JSON.parse(text);
  return withBackend(text, emulatedBackend(manifest.backend));
}

/**
 * liveManifestText() of a campaign file, written where the operators tool can read it.
 * @param {string} campaignFile
 * @param {string} [dir]
 * @returns {string} the written file
 */
export function writeLiveManifest(campaignFile, dir = path.join(os.tmpdir(), 'onam-start')) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'live-campaign.json');
  writeFileSync(file, liveManifestText(readFileSync(campaignFile, 'utf8')));
  return file;
}

/**
 * `pnpm operators …` on the emulators, as an administrator runs it (the bundled tool, which the
 * functions' build writes); what it printed, or an error with what it said.
 * @param {string} tool the bundled operators tool (OPERATORS_TOOL in deploy/functions/build.mjs)
 * @param {string[]} args
 * @returns {Promise<string>}
 */
export function runOperatorsTool(tool, args) {
  if (!existsSync(tool)) return Promise.reject(new Error(`${tool} is not built`));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tool, ...args, '--project', DEMO_PROJECT], {
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
        FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR,
        METADATA_SERVER_DETECTION: 'none',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += String(chunk)));
    child.stderr.on('data', (chunk) => (err += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(out.trim())
        : reject(new Error(`operators ${args[0]}: ${(err || out).trim()}`)),
    );
  });
}

/**
 * The demo operator: the account made on the Auth emulator when it is not there yet, then granted.
 * @param {(args: string[]) => Promise<string>} operators runs the operators tool
 * @param {(visitor: typeof DEMO_OPERATOR) => Promise<unknown>} [createAccount]
 * @returns {Promise<string>} what the grant said
 */
export async function ensureDemoOperator(operators, createAccount = createEmulatorAccount) {
  try {
    await createAccount(DEMO_OPERATOR);
  } catch (error) {
    // An Auth emulator kept from an earlier start has the account already: only grant it.
    if (!String(error).includes('EMAIL_EXISTS')) throw error;
  }
  return operators(['grant', DEMO_OPERATOR.email]);
}

/**
 * The lines `pnpm start` ends with: where the site and the console are, and how to sign in.
 * @param {{ hostUrl: string, campaign: string, operator: boolean }} started
 *   campaign: what the seed step said; operator: whether the demo operator was made.
 */
export function startBanner({ hostUrl, campaign, operator }) {
  const lines = [
    `[start] the site, as Hosting serves it (live campaign, pages drawn by the pages function): ${hostUrl}`,
    `[start] live campaign: ${campaign}`,
  ];
  if (operator) {
    lines.push(
      `[start] the operators' console: ${hostUrl}/operator`,
      `[start]   sign in as ${DEMO_OPERATOR.email}, password ${DEMO_OPERATOR.password} (the Auth emulator's demo operator)`,
    );
  }
  return lines;
}
