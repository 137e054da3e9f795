// A signed-in visitor for the /dashboard audit: the Firebase Auth emulator the bench campaign
// points at (started as the preview starts it, unless one already answers), an account made in
// it, and a sign-in through the site's own dialog in Lighthouse's browser profile.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AUTH_EMULATOR_PORT, DEMO_PROJECT, repoRoot } from '../scripts/apps.mjs';

export const AUTH_EMULATOR = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;
/** The demo project's key: the emulator accepts any, the site's manifest names this one. */
const API_KEY = 'demo-api-key';

async function emulatorAnswers() {
  try {
    const response = await fetch(`${AUTH_EMULATOR}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the Auth emulator (`firebase emulators:start --only auth`, as deploy/scripts/preview.mjs
 * does) unless one already answers; `stop` ends only an emulator started here.
 * @returns {Promise<{ stop: () => Promise<void>, reused: boolean }>}
 */
export async function startAuthEmulator() {
  if (await emulatorAnswers()) return { stop: async () => undefined, reused: true };
  const firebase = path.join(repoRoot, 'deploy/node_modules/.bin/firebase');
  const emulator = spawn(
    firebase,
    ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT, '--config', 'firebase.json'],
    // Its own process group, so stopping it ends the Node children it starts as well.
    { cwd: path.join(repoRoot, 'deploy'), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  /** @type {string[]} */
  const log = [];
  emulator.stderr.on('data', (chunk) => log.push(String(chunk)));
  const exited = new Promise((resolve) => emulator.once('exit', resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the auth emulator did not start in 90 s')),
      90_000,
    );
    emulator.stdout.on('data', (chunk) => {
      if (String(chunk).includes('All emulators ready')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    emulator.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the auth emulator stopped (exit ${code}): ${log.join('')}`));
    });
  });
  return {
    reused: false,
    stop: async () => {
      if (emulator.pid && emulator.exitCode === null) {
        process.kill(-emulator.pid, 'SIGINT');
        await exited;
      }
    },
  };
}

/**
 * Creates an account in the emulator and signs it in on `baseUrl/login` as a visitor would (the
 * steps of e2e/support/auth.ts), in `context`'s profile.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseUrl
 */
export async function signInVisitor(context, baseUrl) {
  const visitor = {
    displayName: 'Bench Visitor',
    email: `bench-${Date.now()}@example.com`,
    password: 'onam2026sadya',
  };
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...visitor, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`could not create the bench account: ${await response.text()}`);

  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('button', { name: `Account: ${visitor.displayName}` })
      .waitFor({ timeout: 30_000 });
    // Once, so the audited loads are those of a visitor who has been to the dashboard before.
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (new URL(page.url()).pathname !== '/dashboard') {
      throw new Error(`the signed-in visitor was sent to ${page.url()} instead of /dashboard`);
    }
  } finally {
    await page.close();
  }
  return visitor;
}
