/** @jest-environment node */
// The deploy machine must never run code from the network (docs/decisions/028). A remote
// origin that serves a server part which reaches for child_process, the process's own require or
// Node's built-ins is the attack: whatever entry the manifest names, that code must not run, and
// the only code that does is the version `pnpm release` published here, as it was published.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { publishRelease } from '../../../../deploy/cli/releases';
import { RELEASE_VERSION as DEPLOY_RELEASE_VERSION } from '@onam/shared/campaign-ops/manifest-edit';
import { renderPage } from '../render-page';
import {
  loadServerRemote,
  RELEASE_VERSION,
  SERVER_MODULES_FILE,
  ServerPartRefused,
} from '../server-remotes';

const work = mkdtempSync(path.join(os.tmpdir(), 'server-part-'));
/** Written by the attack if any of it ever runs. */
const SENTINEL = path.join(work, 'pwned');
const ran = () => (globalThis as { __attackRan?: boolean }).__attackRan === true;

/** A server part that tries every way out of the `require` it is given. */
const ATTACK = `
  globalThis.__attackRan = true;
  const sentinel = ${JSON.stringify(SENTINEL)};
  try { require('child_process').execSync('touch ' + sentinel); } catch {}
  try { process.mainModule.require('fs').writeFileSync(sentinel, 'mainModule'); } catch {}
  try { process.getBuiltinModule('node:fs').writeFileSync(sentinel, 'getBuiltinModule'); } catch {}
  exports.modules = { pookalam: async () => ({ default: () => null, meta: {} }) };
`;

/** What the published build's server part is: an honest one. */
const PUBLISHED = `exports.modules = { pookalam: async () => 'the published pookalam' };`;

const MANIFEST = JSON.stringify({
  name: 'games',
  metaData: { publicPath: 'auto' },
  exposes: [{ name: 'pookalam', assets: { css: { sync: ['css/pookalam.1.css'] } } }],
});

/** The attacker's origin: serves the attack at every path, and counts what it is asked. */
const requests: string[] = [];
const origin = http.createServer((req, res) => {
  requests.push(req.url ?? '');
  res.setHeader('Content-Type', req.url?.endsWith('.json') ? 'application/json' : 'text/plain');
  res.end(req.url?.endsWith('.json') ? MANIFEST : ATTACK);
});
let base = '';

const releasesDir = path.join(work, 'releases');
const sources = { releasesDir };

/** A finished build, as `pnpm release` wants one. */
function build(serverPart: string | null): string {
  const dir = mkdtempSync(path.join(work, 'build-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), MANIFEST);
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var games;');
  writeFileSync(path.join(dir, 'contracts.json'), '{}');
  if (serverPart !== null) writeFileSync(path.join(dir, SERVER_MODULES_FILE), serverPart);
  return dir;
}

const publish = (version: string, serverPart: string | null) =>
  publishRelease({
    remote: 'games',
    version,
    from: build(serverPart),
    releasesDir,
    now: new Date('2026-08-20T09:30:00Z'),
    author: 'ana',
  });

beforeAll(async () => {
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  await publish('0.2.0', PUBLISHED);
  await publish('0.3.0', null);
});

afterAll(async () => {
  await new Promise((resolve) => origin.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

afterEach(() => {
  // Whatever was asked, the attack never ran and the origin was never even asked.
  expect(existsSync(SENTINEL)).toBe(false);
  expect(ran()).toBe(false);
  expect(requests).toEqual([]);
});

describe("a remote origin's server part is never run on the deploy machine", () => {
  it('refuses an entry that names no published version, naming the remote and the entry', async () => {
    const entry = `${base}/mf-manifest.json`;
    await expect(loadServerRemote('games', entry, sources)).rejects.toThrow(
      new ServerPartRefused(
        `games's entry ${entry} is not a version in the release tree ` +
          '(…/<version>/mf-manifest.json, published with `pnpm release games`): ' +
          'its server part is not run, the page is served without a drawn game',
      ),
    );
    for (const other of [`${base}/0.2.0/remoteEntry.js`, `${base}/latest/mf-manifest.json`]) {
      await expect(loadServerRemote('games', other, sources)).rejects.toThrow(ServerPartRefused);
    }
  });

  it('refuses a version that was never published here', async () => {
    await expect(
      loadServerRemote('games', `${base}/9.9.9/mf-manifest.json`, sources),
    ).rejects.toThrow(
      new ServerPartRefused(
        'games 9.9.9 is not in the release tree (publish it with `pnpm release games --version 9.9.9`): ' +
          `${path.join(releasesDir, 'games/9.9.9/release.json')} is missing`,
      ),
    );
  });

  it('runs the published files for a published version, whatever its origin serves', async () => {
    const remote = await loadServerRemote('games', `${base}/0.2.0/mf-manifest.json`, sources);
    await expect(remote.modules.pookalam?.()).resolves.toBe('the published pookalam');
    expect(remote.stylesheets('pookalam')).toEqual([`${base}/0.2.0/css/pookalam.1.css`]);
  });

  it('refuses a published server part changed after its release: its hash no longer matches', async () => {
    await publish('0.4.0', PUBLISHED);
    const file = path.join(releasesDir, 'games/0.4.0', SERVER_MODULES_FILE);
    writeFileSync(file, ATTACK);
    await expect(
      loadServerRemote('games', `${base}/0.4.0/mf-manifest.json`, sources),
    ).rejects.toThrow(
      new ServerPartRefused(
        'games 0.4.0: server/modules.cjs does not match the SHA-256 its release recorded ' +
          `(${file} was changed after \`pnpm release\`); refusing to run it`,
      ),
    );
  });

  it('refuses a version published without a server part, or whose file has gone', async () => {
    await expect(
      loadServerRemote('games', `${base}/0.3.0/mf-manifest.json`, sources),
    ).rejects.toThrow(
      'games 0.3.0 was published without server/modules.cjs (its release.json records none): no server part',
    );
    await publish('0.5.0', PUBLISHED);
    const file = path.join(releasesDir, 'games/0.5.0', SERVER_MODULES_FILE);
    rmSync(file);
    await expect(
      loadServerRemote('games', `${base}/0.5.0/mf-manifest.json`, sources),
    ).rejects.toThrow(`games 0.5.0: ${file} is missing`);
  });

  it('refuses a release record copied from another version, or a remote name that is a path', async () => {
    await publish('0.6.0', PUBLISHED);
    const copied = path.join(releasesDir, 'games/0.7.0');
    mkdirSync(copied);
    writeFileSync(
      path.join(copied, 'release.json'),
      JSON.stringify({ remote: 'games', version: '0.6.0', files: {} }),
    );
    await expect(
      loadServerRemote('games', `${base}/0.7.0/mf-manifest.json`, sources),
    ).rejects.toThrow(`games 0.7.0: ${path.join(copied, 'release.json')} records games 0.6.0`);
    await expect(
      loadServerRemote('../games', `${base}/0.2.0/mf-manifest.json`, sources),
    ).rejects.toThrow('"../games" is not a remote name; no server part is run for it');
  });

  it("leaves a game's page undrawn, and says why, when its manifest points the remote at the attacker", async () => {
    const manifest = manifestJson((m) => {
      const games = m.remotes.games;
      if (games) games.entry = `${base}/mf-manifest.json`;
    });
    const result = await renderPage({
      manifest,
      path: '/game',
      locale: 'en',
      now: Date.parse('2026-08-18T10:00:00+05:30'),
      serverParts: sources,
    });
    expect(result).toEqual({
      ok: false,
      reason: expect.stringContaining(
        `games's entry ${base}/mf-manifest.json is not a version in the release tree`,
      ),
    });
    // And with no release tree given at all, nothing is run either.
    await expect(
      renderPage({
        manifest,
        path: '/game',
        locale: 'en',
        now: Date.parse('2026-08-18T10:00:00+05:30'),
      }),
    ).resolves.toEqual({
      ok: false,
      reason: "no release tree was given: games's server part is only run from one",
    });
  });
});

it('names versions as `pnpm release` does', () => {
  expect(RELEASE_VERSION.source).toBe(DEPLOY_RELEASE_VERSION.source);
});
