/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsedManifest } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { routeKind } from '@onam/shared/manifest/route-paths';
import { checkLive, HOST_PARTS, LIVE_ANSWER_MAX_BYTES, requiredModules } from '../live-check';
import {
  authModules,
  closedPort,
  type Declared,
  FakeOrigin,
  gamesModules,
  manifestFor,
} from './remote-origin';

const repoRoot = path.resolve(__dirname, '../../../..');

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
      'the family pookalam pages: games/family-carpet as family-carpet',
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

  it('reports an entry that is a web page, not a manifest, by its type and size only', async () => {
    origin.files.set('/games/0.1.0/mf-manifest.json', {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<!doctype html><html><body>Onam</body></html>',
    });
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([
      `remote "games": ${origin.url}/games/0.1.0/mf-manifest.json did not answer with JSON (200, text/html, 45 bytes)`,
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
      `route /game → games/vallam-kali: "vallam-kali" is not exposed by remote "games" 0.1.0 (${origin.url}/games/0.1.0/mf-manifest.json exposes dress, pookalam, sadya, doll, confetti, tutorial, stats-card, play-icon and 2 more)`,
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

/**
 * The check runs in the changeCampaign function too, where the entry is whatever an operator's
 * change names: an address the function can reach and the operator cannot. What the check says
 * comes from this check, never from the answer, and it goes to the address named and no further.
 */
describe('what an answer cannot make the check say or do', () => {
  const SECRET = 'internal-token-7f3a';
  const entry = () => `${origin.url}/games/0.1.0/mf-manifest.json`;

  it('follows no redirect, and says only that it was one and its status', async () => {
    const elsewhere = await new FakeOrigin().start();
    try {
      elsewhere.publish('/games', 'games', '0.1.0', gamesModules());
      origin.requests.length = 0;
      origin.files.set('/games/0.1.0/mf-manifest.json', {
        status: 301,
        headers: { location: `${elsewhere.url}/games/0.1.0/mf-manifest.json?${SECRET}` },
        body: SECRET,
      });
      origin.files.set('/auth/0.1.0/mf-manifest.json', {
        status: 307,
        headers: { location: '/games/0.1.0/contracts.json' },
        body: '',
      });
      const problems = await checkLive(parsedManifest(manifestFor(origin)));
      expect(problems).toEqual([
        `remote "games": ${entry()} answered with a redirect (301)`,
        `remote "auth": ${origin.url}/auth/0.1.0/mf-manifest.json answered with a redirect (307)`,
      ]);
      expect(elsewhere.requests).toEqual([]);
      expect(origin.requests.sort()).toEqual([
        '/auth/0.1.0/mf-manifest.json',
        '/games/0.1.0/mf-manifest.json',
      ]);
    } finally {
      await elsewhere.stop();
    }
  });

  it('gives the status code with its standard words, never the reason the answer gives', async () => {
    origin.files.set('/games/0.1.0/mf-manifest.json', {
      status: 500,
      statusMessage: SECRET,
      body: SECRET,
    });
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([
      `remote "games": ${entry()} answered 500 Internal Server Error`,
    ]);
  });

  it('says an answer is not JSON without quoting it, and names its type only when it is one', async () => {
    origin.files.set('/games/0.1.0/mf-manifest.json', {
      status: 200,
      headers: { 'content-type': `text/${SECRET}"; x=1` },
      body: `${SECRET} is not for the operator to read`,
    });
    const problems = await checkLive(parsedManifest(manifestFor(origin)));
    expect(problems).toEqual([
      `remote "games": ${entry()} did not answer with JSON (200, a type that is not a media type, 51 bytes)`,
    ]);
  });

  it('reads no more than a manifest could be, and says so', async () => {
    origin.files.set('/games/0.1.0/mf-manifest.json', {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(LIVE_ANSWER_MAX_BYTES + 1, 0x20),
    });
    origin.files.set('/auth/0.1.0/mf-manifest.json', {
      status: 200,
      // No length said ahead: it is found out while reading.
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: Buffer.alloc(3 * LIVE_ANSWER_MAX_BYTES, 0x20),
    });
    expect(await checkLive(parsedManifest(manifestFor(origin)))).toEqual([
      `remote "games": ${entry()} answered with more than 1 MiB, more than a manifest could be`,
      `remote "auth": ${origin.url}/auth/0.1.0/mf-manifest.json answered with more than 1 MiB, more than a manifest could be`,
    ]);
  });

  it('says a JSON answer is not a Module Federation manifest without quoting it', async () => {
    origin.files.set('/games/0.1.0/mf-manifest.json', {
      status: 200,
      body: JSON.stringify({ token: SECRET, exposes: SECRET }),
    });
    const problems = await checkLive(parsedManifest(manifestFor(origin)));
    expect(problems).toEqual([
      `remote "games": ${entry()} is not a Module Federation manifest (it has no exposes list)`,
    ]);
  });

  it('names what a remote exposes and declares only where it is a module’s name or a version', async () => {
    const manifest = manifestFor(origin);
    manifest.routes['/game'] = { remote: 'games', module: 'vallam-kali', title: 'Boat race' };
    // Listed first, where the problem's list of what is exposed would show it.
    const others = gamesModules();
    delete others['stats-card'];
    const exposed: Record<string, Declared> = {
      [`${SECRET} <b>`]: { kind: 'part', id: 'doll', contractVersion: '1.0' },
      ...others,
    };
    const modules: Record<string, Declared> = {
      ...exposed,
      dress: { kind: `${SECRET} kind`, id: `${SECRET} id`, contractVersion: '1.1' },
      sadya: { kind: 'game', id: 'sadya', contractVersion: `${SECRET} version` },
    };
    origin.publish('/games', 'games', '0.1.0', modules);
    const problems = await checkLive(parsedManifest(manifest));
    expect(problems.join('\n')).not.toContain(SECRET);
    expect(problems).toEqual([
      `route /dress → games/dress: "dress" of remote "games" 0.1.0 is the wrong kind: expected a game, got (not a name) (not a name)`,
      `route /game → games/vallam-kali: "vallam-kali" is not exposed by remote "games" 0.1.0 (${entry()} exposes dress, pookalam, sadya, doll, confetti, tutorial, play-icon, multi-recorder and 2 more)`,
      `route /eat → games/sadya: "sadya" of remote "games" 0.1.0 has an incompatible contract: contract (not a version) does not fit this site's 1.2`,
      expect.stringMatching(
        /^the game and dashboard pages → games\/stats-card: "stats-card" is not exposed/,
      ),
    ]);
  });
});
