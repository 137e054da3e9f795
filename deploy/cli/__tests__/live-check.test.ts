/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsedManifest } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { routeKind } from '@onam/shared/manifest/route-paths';
import { checkLive, HOST_PARTS, requiredModules } from '../live-check';
import {
  authModules,
  closedPort,
  FakeOrigin,
  gamesModules,
  manifestFor,
  repoRoot,
} from './fixtures';

let origin: FakeOrigin;

beforeAll(async () => {
  origin = await new FakeOrigin().start();
});
afterAll(() => origin.stop());
beforeEach(() => {
  origin.files.clear();
  origin.publish('/games', 'games', '0.1.0', gamesModules());
  origin.publish('/auth', 'auth', '0.1.0', authModules());
});

describe('what the site loads', () => {
  it('needs a game on /dress, /eat and /game and the multi-recorder part on /talk', () => {
    expect(['/dress', '/eat', '/game', '/talk'].map((p) => routeKind(p as '/game'))).toEqual([
      'game',
      'game',
      'game',
      'multi-recorder',
    ]);
  });

  it('lists every route’s module, then the parts the host places itself', () => {
    const needs = requiredModules(parsedManifest(manifestFor(origin)));
    expect(needs.map((n) => `${n.usedBy}: ${n.remote}/${n.module} as ${n.kind}`)).toEqual([
      'route /dress: games/dress as game',
      'route /game: games/pookalam as game',
      'route /eat: games/sadya as game',
      'route /talk: games/multi-recorder as multi-recorder',
      'the home page: games/play-icon as play-icon',
      'the home page: games/tutorial as tutorial',
      'the game and dashboard pages: games/stats-card as stats-card',
      'the celebrate page: games/confetti as confetti',
      'sign-in: auth/dialog as auth-dialog',
    ]);
  });

  it('knows the same host parts as host/src/federation/module-refs.ts', () => {
    const refs = readFileSync(path.join(repoRoot, 'host/src/federation/module-refs.ts'), 'utf8');
    const inHost = [...refs.matchAll(/remote: '([\w-]+)', module: '([\w-]+)'/g)].map(
      (m) => `${m[1]}/${m[2]}`,
    );
    expect(inHost.sort()).toEqual(HOST_PARTS.map((p) => `${p.remote}/${p.module}`).sort());
  });
});

describe('checkLive', () => {
  it('finds nothing wrong when every remote answers with every module', async () => {
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([]);
  });

  it('reports a remote version that is not published', async () => {
    const manifest = manifestFor(origin);
    manifest.remotes.games = {
      entry: `${origin.url}/games/0.9.0/mf-manifest.json`,
      version: '0.9.0',
    };
    expect(await checkLive(parsedManifest(manifest))).toEqual([
      `remote "games": ${origin.url}/games/0.9.0/mf-manifest.json answered 404 Not Found`,
    ]);
  });

  it('reports a remote nobody answers for', async () => {
    const port = await closedPort();
    const manifest = manifestFor(origin);
    manifest.remotes.auth = {
      entry: `http://127.0.0.1:${port}/0.1.0/mf-manifest.json`,
      version: '0.1.0',
    };
    expect(await checkLive(parsedManifest(manifest))).toEqual([
      `remote "auth": http://127.0.0.1:${port}/0.1.0/mf-manifest.json could not be reached (ECONNREFUSED)`,
    ]);
  });

  it('gives up on a remote that does not answer in time', async () => {
    origin.files.set('/games/0.1.0/mf-manifest.json', { status: 200, body: '{}', delayMs: 500 });
    const problems = await checkLive(parsedManifest(manifestFor(origin)), { timeoutMs: 100 });
    expect(problems).toEqual([
      `remote "games": ${origin.url}/games/0.1.0/mf-manifest.json did not answer within 0.1 s`,
    ]);
  });

  it('reports an entry that is a web page, not a manifest', async () => {
    origin.files.set('/games/0.1.0/mf-manifest.json', {
      status: 200,
      body: '<!doctype html><html><body>Onam</body></html>',
    });
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([
      `remote "games": ${origin.url}/games/0.1.0/mf-manifest.json did not answer with JSON (it starts "<!doctype html><html><body>Onam</body></")`,
    ]);
  });

  it('reports JSON that is no Module Federation manifest', async () => {
    origin.files.set('/games/0.1.0/mf-manifest.json', { status: 200, body: '{"name":"games"}' });
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([
      `remote "games": ${origin.url}/games/0.1.0/mf-manifest.json is not a Module Federation manifest (it has no exposes list)`,
    ]);
  });

  it('names a routed module the remote does not expose, and what it does expose', async () => {
    const manifest = manifestFor(origin);
    manifest.routes['/game'] = { remote: 'games', module: 'vallam-kali', title: 'Boat race' };
    expect(await checkLive(parsedManifest(manifest))).toEqual([
      `route /game → games/vallam-kali: "vallam-kali" is not exposed by remote "games" 0.1.0 (${origin.url}/games/0.1.0/mf-manifest.json exposes dress, pookalam, sadya, doll, confetti, tutorial, stats-card, play-icon and 1 more)`,
    ]);
  });

  it('refuses a part on a game route, and a game on /talk', async () => {
    const manifest = manifestFor(origin);
    manifest.routes['/game'] = { remote: 'games', module: 'doll', title: 'Doll' };
    manifest.routes['/talk'] = { remote: 'games', module: 'sadya', title: 'Talk' };
    expect(await checkLive(parsedManifest(manifest))).toEqual([
      'route /game → games/doll: "doll" of remote "games" 0.1.0 is the wrong kind: expected a game, got part doll',
      'route /talk → games/sadya: "sadya" of remote "games" 0.1.0 is the wrong kind: expected the multi-recorder part, got game sadya',
    ]);
  });

  it('refuses a module built against a contract this host does not speak', async () => {
    const modules = gamesModules();
    modules.pookalam = { kind: 'game', id: 'pookalam', contractVersion: '2.0' };
    modules.sadya = { kind: 'game', id: 'sadya', contractVersion: '1.9' };
    origin.publish('/games', 'games', '0.1.0', modules);
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([
      'route /game → games/pookalam: "pookalam" of remote "games" 0.1.0 has an incompatible contract: contract 2.0 does not fit this site\'s 1.2',
      'route /eat → games/sadya: "sadya" of remote "games" 0.1.0 has an incompatible contract: contract 1.9 does not fit this site\'s 1.2',
    ]);
  });

  it('accepts an older minor of the same contract', async () => {
    const modules = gamesModules();
    modules.pookalam = { kind: 'game', id: 'pookalam', contractVersion: '1.0' };
    origin.publish('/games', 'games', '0.1.0', modules);
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([]);
  });

  it('refuses a version without the parts the host places itself', async () => {
    const modules = gamesModules();
    delete modules['play-icon'];
    origin.publish('/games', 'games', '0.1.0', modules);
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([
      expect.stringMatching(
        /^the home page → games\/play-icon: "play-icon" is not exposed by remote "games" 0\.1\.0/,
      ),
    ]);
  });

  it('refuses a manifest without a remote the host needs', async () => {
    const manifest = manifestFor(origin);
    delete manifest.remotes.auth;
    expect(await checkLive(parsedManifest(manifest))).toEqual([
      'sign-in → auth/dialog: this manifest has no remote "auth"',
    ]);
  });

  it('says once when a remote has no contracts.json to check against', async () => {
    origin.files.delete('/games/0.1.0/contracts.json');
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([
      `remote "games": cannot check its modules' contracts: ${origin.url}/games/0.1.0/contracts.json answered 404 Not Found; it is written by the remote's build (remote-*/webpack.config.js), so rebuild and publish that version`,
    ]);
  });

  it('reports a module contracts.json does not mention', async () => {
    const modules = gamesModules();
    origin.publish('/games', 'games', '0.1.0', modules);
    const declared: Record<string, unknown> = { ...modules };
    delete declared.dress;
    origin.files.set('/games/0.1.0/contracts.json', {
      status: 200,
      body: JSON.stringify(declared),
    });
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([
      'route /dress → games/dress: contracts.json of remote "games" 0.1.0 says nothing about "dress"',
    ]);
  });

  it('reports every problem at once', async () => {
    const manifest = manifestFor(origin);
    manifest.remotes.auth = {
      entry: `${origin.url}/auth/0.5.0/mf-manifest.json`,
      version: '0.5.0',
    };
    manifest.routes['/eat'] = { remote: 'games', module: 'payasam', title: 'Payasam' };
    const problems = await checkLive(parsedManifest(manifest));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^remote "auth": .* answered 404/);
    expect(problems[1]).toMatch(/^route \/eat → games\/payasam: "payasam" is not exposed/);
  });
});
