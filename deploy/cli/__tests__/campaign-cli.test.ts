/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commandLine, runCampaign } from '../campaign/run';
import { FOUND_AFTER_DAMAGE, FOUND_EDITED } from '../campaign/history';
import type { ManifestJson } from '@onam/shared/campaign-ops/manifest-edit';
import {
  authModules,
  closedPort,
  FakeOrigin,
  gamesModules,
  manifestFor,
} from '@onam/shared/campaign-ops/__tests__/remote-origin';
import { campaignsFolder, removeTempDirs, repoRoot, testContext } from './fixtures';

let origin: FakeOrigin;

beforeAll(async () => {
  origin = await new FakeOrigin().start();
});
afterAll(async () => {
  await origin.stop();
  removeTempDirs();
});
beforeEach(() => {
  origin.files.clear();
  origin.publish('/games', 'games', '0.1.0', gamesModules());
  origin.publish('/games', 'games', '0.2.0', gamesModules());
  origin.publish('/auth', 'auth', '0.1.0', authModules());
});

/** An environments folder with "local" on the fake origin, and a way to run commands in it. */
function setup(envs: Record<string, ManifestJson> = { local: manifestFor(origin) }) {
  const dir = campaignsFolder(envs);
  const file = (env = 'local') => path.join(dir, env, 'campaign.json');
  const read = (env = 'local') => readFileSync(file(env), 'utf8');
  const json = (env = 'local') => JSON.parse(read(env)) as ManifestJson;
  const run = async (...argv: string[]) => {
    const io = testContext(dir);
    const code = await runCampaign(['--timeout', '2', ...argv], io.ctx);
    return { code, out: io.out.join('\n'), err: io.err.join('\n') };
  };
  const index = (env = 'local') =>
    JSON.parse(readFileSync(path.join(dir, env, 'history/index.json'), 'utf8')) as {
      revisions: Array<{
        revision: number;
        file: string;
        author: string;
        command: string;
        time: string;
      }>;
    };
  return { dir, file, read, json, run, index };
}

describe('writing a change', () => {
  it('sets a remote version, and records the manifest as found and then the change', async () => {
    const env = setup();
    const original = env.read();
    const result = await env.run('set-version', 'games', '0.2.0');

    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`remotes.games.version: "0.1.0" → "0.2.0"`);
    expect(result.out).toContain(
      'Checked: 2 remotes answer; 10 modules are exposed with fitting contracts.',
    );
    expect(result.out).toContain('Written local/campaign.json (revision 2).');
    expect(env.json().remotes.games).toEqual({
      entry: `${origin.url}/games/0.2.0/mf-manifest.json`,
      version: '0.2.0',
    });
    expect(env.index().revisions).toEqual([
      {
        revision: 1,
        file: '0001.json',
        time: '2026-08-20T09:30:00.000Z',
        author: 'ana',
        command: '(the manifest as found, before the first recorded change)',
      },
      {
        revision: 2,
        file: '0002.json',
        time: '2026-08-20T09:30:00.000Z',
        author: 'ana',
        command: 'set-version games 0.2.0',
      },
    ]);
    expect(readFileSync(path.join(env.dir, 'local/history/0001.json'), 'utf8')).toBe(original);
    expect(readFileSync(path.join(env.dir, 'local/history/0002.json'), 'utf8')).toBe(env.read());
    // Nothing left behind: no temporary files, no lock.
    expect(readdirSync(path.join(env.dir, 'local')).sort()).toEqual(['campaign.json', 'history']);
  });

  it('maps a route to another game, enables, disables and schedules', async () => {
    const env = setup();
    expect((await env.run('map', '/game', 'games', 'sadya', '--title', 'Sadya')).code).toBe(0);
    expect((await env.run('disable', 'eat')).code).toBe(0);
    expect((await env.run('schedule', '/dress', '--opens', 'Chothi', '--closes', '9')).code).toBe(
      0,
    );
    expect(env.json().routes).toMatchObject({
      '/game': { remote: 'games', module: 'sadya', title: 'Sadya', enabled: true },
      '/eat': { enabled: false },
      '/dress': { schedule: { opensOn: 3, closesAfter: 9 } },
    });
    expect((await env.run('unschedule', '/dress')).code).toBe(0);
    expect((await env.run('enable', '/eat')).code).toBe(0);
    expect(env.json().routes['/dress']).not.toHaveProperty('schedule');
    expect(env.index().revisions.map((r) => r.command)).toEqual([
      '(the manifest as found, before the first recorded change)',
      'map /game games sadya --title Sadya',
      'disable eat',
      'schedule /dress --opens Chothi --closes 9',
      'unschedule /dress',
      'enable /eat',
    ]);
  });

  it('features a game on a festival day, by number or name, and takes it off again', async () => {
    const env = setup();
    expect((await env.run('feature', 'Chothi', '/eat')).code).toBe(0);
    expect((await env.run('feature', '10', 'game')).code).toBe(0);
    expect(env.json().festival.days[2]).toMatchObject({ name: 'Chothi', featured: '/eat' });
    expect(env.json().festival.days[9]).toMatchObject({ featured: '/game' });
    expect((await env.run('unfeature', '3')).code).toBe(0);
    expect(env.json().festival.days[2]).not.toHaveProperty('featured');
    expect(
      env
        .index()
        .revisions.map((r) => r.command)
        .slice(1),
    ).toEqual(['feature Chothi /eat', 'feature 10 game', 'unfeature 3']);
  });

  it("notes the title a swapped route takes: the game's name", async () => {
    const env = setup();
    const result = await env.run('map', '/game', 'games', 'sadya');
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      'Note: /game is now titled "Sadya" ("സദ്യ"), the name of sadya; pass --title to name it otherwise.',
    );
    expect(env.json().routes['/game']).toMatchObject({ title: 'Sadya', titleMl: 'സദ്യ' });
    const refused = await env.run('map', '/eat', 'games', 'vallam-kali');
    expect(refused.out + refused.err).not.toContain('Note:');
  });

  it('switches off with a message, and on again', async () => {
    const env = setup();
    expect((await env.run('switch-off', 'Back after the fireworks')).code).toBe(0);
    expect(env.json().switchOff).toEqual({ message: 'Back after the fireworks' });
    expect(env.index().revisions[1]?.command).toBe('switch-off "Back after the fireworks"');
    expect((await env.run('switch-on')).code).toBe(0);
    expect(env.json()).not.toHaveProperty('switchOff');
  });

  it('switches off and disables even while a remote is down, but switches on only when it is up', async () => {
    const env = setup();
    origin.files.clear();
    expect((await env.run('switch-off', 'Back soon')).code).toBe(0);
    expect((await env.run('disable', '/game')).code).toBe(0);
    const refused = await env.run('switch-on');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('answered 404 Not Found');
    expect(env.json().switchOff).toEqual({ message: 'Back soon' });
  });

  it('writes nothing on a dry run', async () => {
    const env = setup();
    const before = env.read();
    const result = await env.run('set-version', 'games', '0.2.0', '--dry-run');
    expect(result.code).toBe(0);
    expect(result.out).toContain('remotes.games.version: "0.1.0" → "0.2.0"');
    expect(result.out).toContain('Dry run: nothing written; local/campaign.json is unchanged.');
    expect(env.read()).toBe(before);
    expect(existsSync(path.join(env.dir, 'local/history'))).toBe(false);
  });

  it('says so when the manifest already says that, and records nothing', async () => {
    const env = setup();
    const result = await env.run('enable', '/game');
    expect(result).toMatchObject({
      code: 0,
      out: 'Nothing to change: local/campaign.json already says that.',
    });
    expect(existsSync(path.join(env.dir, 'local/history'))).toBe(false);
  });

  it('answers in JSON for machines', async () => {
    const env = setup();
    const result = await env.run('disable', '/eat', '--json');
    expect(JSON.parse(result.out)).toEqual({
      ok: true,
      env: 'local',
      file: 'local/campaign.json',
      changes: ['routes./eat.enabled: true → false'],
      written: true,
      revision: 2,
      notes: [],
    });
    const refused = await env.run('map', '/game', 'games', 'nope', '--json');
    expect(JSON.parse(refused.out)).toMatchObject({ ok: false, problems: [expect.any(String)] });
  });
});

describe('a refused change leaves the live manifest byte for byte as it was', () => {
  async function expectRefused(
    argv: string[],
    message: RegExp | string,
    prepare?: (env: ReturnType<typeof setup>) => void | Promise<void>,
    files = ['campaign.json'],
  ) {
    const env = setup();
    // Hand-formatted, so any rewrite would show.
    const handWritten = env.read().replace('"schemaVersion": 1', '"schemaVersion":    1');
    writeFileSync(env.file(), handWritten);
    await prepare?.(env);
    const result = await env.run(...argv);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(message);
    expect(result.err).toContain('Nothing was written; the live manifest is unchanged.');
    expect(env.read()).toBe(handWritten);
    expect(readdirSync(path.join(env.dir, 'local')).sort()).toEqual(files);
  }

  it('featuring the recorder, or taking off a feature a day does not have', async () => {
    await expectRefused(
      ['feature', '1', '/talk'],
      '/talk is not a game: a day can feature any game route but /talk',
    );
    await expectRefused(['unfeature', 'Chothi'], 'day 3 (Chothi) features no game');
  });

  it('an unknown route', () =>
    expectRefused(
      ['map', '/snake', 'games', 'pookalam'],
      'unknown route "/snake": the game routes are /dress, /eat, /game, /talk',
    ));

  it('a missing module', () =>
    expectRefused(
      ['map', '/game', 'games', 'vallam-kali'],
      /route \/game → games\/vallam-kali: "vallam-kali" is not exposed by remote "games" 0\.1\.0 \(http:\/\/127\.0\.0\.1:\d+\/games\/0\.1\.0\/mf-manifest\.json exposes dress, pookalam/,
    ));

  it('a version that is not published', () =>
    expectRefused(
      ['set-version', 'games', '0.3.0'],
      /remote "games": http:\/\/127\.0\.0\.1:\d+\/games\/0\.3\.0\/mf-manifest\.json answered 404 Not Found/,
    ));

  it('an unreachable remote', async () => {
    const port = await closedPort();
    await expectRefused(
      [
        'set-version',
        'games',
        '0.2.0',
        '--entry',
        `http://127.0.0.1:${port}/0.2.0/mf-manifest.json`,
      ],
      `remote "games": http://127.0.0.1:${port}/0.2.0/mf-manifest.json could not be reached (ECONNREFUSED)`,
    );
  });

  it('an incompatible contract', () =>
    expectRefused(
      ['set-version', 'games', '0.2.0'],
      `route /game → games/pookalam: "pookalam" of remote "games" 0.2.0 has an incompatible contract: contract 2.0 does not fit this site's 1.2`,
      () => {
        origin.publish('/games', 'games', '0.2.0', {
          ...gamesModules(),
          pookalam: { kind: 'game', id: 'pookalam', contractVersion: '2.0' },
        });
      },
    ));

  it('the wrong kind of module on a route', () =>
    expectRefused(
      ['map', '/talk', 'games', 'pookalam'],
      'route /talk → games/pookalam: "pookalam" of remote "games" 0.1.0 is the wrong kind: expected the multi-recorder part, got game pookalam',
    ));

  it('a schema error', () =>
    expectRefused(
      ['switch-off', 'x'.repeat(281)],
      /The new manifest does not pass the schema:\n {2}- switchOff\.message: /,
    ));

  it('a module name the schema refuses', () =>
    expectRefused(
      ['map', '/game', 'games', 'Pookalam_2'],
      /routes\.\/game\.module: must be an exposed module name/,
    ));

  it('a festival day that does not exist', () =>
    expectRefused(['schedule', '/eat', '--opens', 'Diwali'], /no festival day "Diwali"/));

  it('while another command holds the environment', () =>
    expectRefused(
      ['disable', '/eat', '--wait', '0'],
      /another campaign command is changing this environment \(pid \d+, since now: map \/game games sadya\)/,
      (env) => {
        writeFileSync(
          path.join(env.dir, 'local/.campaign.lock'),
          JSON.stringify({ pid: process.pid, since: 'now', what: 'map /game games sadya' }),
        );
      },
      ['.campaign.lock', 'campaign.json'],
    ));
});

describe('the lock', () => {
  it('is taken over from a process that no longer runs, and released after the change', async () => {
    const env = setup();
    const lock = path.join(env.dir, 'local/.campaign.lock');
    // A pid far above any pid_max in use: no such process.
    writeFileSync(lock, JSON.stringify({ pid: 2 ** 30, since: 'yesterday', what: 'x' }));
    expect((await env.run('disable', '/eat')).code).toBe(0);
    expect(existsSync(lock)).toBe(false);
  });
});

/** "local" with five revisions: found, set-version, disable, map, switch-off; and their texts. */
async function withRevisions() {
  const env = setup();
  const texts = [env.read()];
  for (const argv of [
    ['set-version', 'games', '0.2.0'],
    ['disable', '/eat'],
    ['map', '/game', 'games', 'sadya', '--title', 'Sadya'],
    ['switch-off', 'Closed for Onam lunch'],
  ]) {
    expect((await env.run(...argv)).code).toBe(0);
    texts.push(env.read());
  }
  return { env, texts };
}

describe('history and rollback', () => {
  it('lists every revision with its time, author and command, marking the live one', async () => {
    const { env } = await withRevisions();
    const result = await env.run('history');
    expect(result.out.split('\n')).toEqual([
      'History of "local" (local/campaign.json), oldest first:',
      '   1  2026-08-20 09:30:00 UTC  ana  (the manifest as found, before the first recorded change)',
      '   2  2026-08-20 09:30:00 UTC  ana  set-version games 0.2.0',
      '   3  2026-08-20 09:30:00 UTC  ana  disable /eat',
      '   4  2026-08-20 09:30:00 UTC  ana  map /game games sadya --title Sadya',
      '   5  2026-08-20 09:30:00 UTC  ana  switch-off "Closed for Onam lunch"   ← live',
    ]);
  });

  it.each([1, 2, 3, 4])('rolls back to revision %d as a new revision', async (wanted) => {
    const { env, texts } = await withRevisions();
    const result = await env.run('rollback', String(wanted));
    expect(result.code).toBe(0);
    expect(result.out).toContain('Written local/campaign.json (revision 6).');
    expect(env.read()).toBe(texts[wanted - 1]);
    expect(env.index().revisions[5]).toMatchObject({ revision: 6, command: `rollback ${wanted}` });
  });

  it('rolls back a rollback', async () => {
    const { env, texts } = await withRevisions();
    await env.run('rollback', '1');
    expect((await env.run('rollback', '5')).code).toBe(0);
    expect(env.read()).toBe(texts[4]);
  });

  it('refuses a revision that does not exist', async () => {
    const { env, texts } = await withRevisions();
    const result = await env.run('rollback', '9');
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'there is no revision 9; revisions are 1 to 5 (pnpm campaign history)',
    );
    expect(env.read()).toBe(texts[4]);
  });

  it('refuses a rollback to a version that is no longer published', async () => {
    const { env, texts } = await withRevisions();
    origin.files.delete('/games/0.1.0/mf-manifest.json');
    const result = await env.run('rollback', '1');
    expect(result.code).toBe(1);
    expect(result.err).toContain('/games/0.1.0/mf-manifest.json answered 404 Not Found');
    expect(env.read()).toBe(texts[4]);
  });

  it('records a hand edit before the next change, so it can be rolled back to', async () => {
    const { env } = await withRevisions();
    const handEdited = env.read().replace('Closed for Onam lunch', 'Closed for the Onam lunch');
    writeFileSync(env.file(), handEdited);
    expect((await env.run('history')).out).toContain('The live manifest is none of these');
    expect((await env.run('switch-on')).code).toBe(0);
    const revisions = env.index().revisions;
    expect(revisions.slice(5).map((r) => [r.revision, r.command])).toEqual([
      [6, '(the manifest as found: edited outside the CLI)'],
      [7, 'switch-on'],
    ]);
    expect(readFileSync(path.join(env.dir, 'local/history/0006.json'), 'utf8')).toBe(handEdited);
  });

  it('refuses to edit a live manifest that is already invalid, but rolls it back', async () => {
    const { env, texts } = await withRevisions();
    writeFileSync(env.file(), '{ "schemaVersion": 1, ');
    const edit = await env.run('disable', '/dress');
    expect(edit.code).toBe(1);
    expect(edit.err).toContain('The live manifest is invalid:\n  - The live manifest is not JSON');
    expect(edit.err).toContain('      pnpm campaign rollback 5 --emergency\n');
    const rollback = await env.run('rollback', '2');
    expect(rollback.code).toBe(0);
    expect(env.read()).toBe(texts[1]);
    expect(
      env
        .index()
        .revisions.slice(5)
        .map((r) => r.command),
    ).toEqual(['(the manifest as found: edited outside the CLI)', 'rollback 2']);
  });
});

describe('a way out of a bad state: the live manifest broken and the remotes down', () => {
  const broken: Array<[string, (text: string) => string]> = [
    ['invalid JSON', () => '{ "schemaVersion": 1, '],
    ['schema-invalid', (text) => text.replace('"Closed for Onam lunch"', '""')],
  ];

  it.each(broken)(
    'when it is %s, the refusals name --emergency, which switches off without the remotes',
    async (_, breakIt) => {
      const { env, texts } = await withRevisions();
      const brokenText = breakIt(env.read());
      writeFileSync(env.file(), brokenText);
      origin.files.clear();
      expect((await env.run('show')).err).toContain('pnpm campaign rollback 5 --emergency');

      const refused = await env.run('switch-off', 'Back soon');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(
        'Ways out, even with the remotes down (--emergency asks no remote; the result is still schema-checked, written atomically and recorded):\n' +
          '  - switch off on top of revision 5 (switch-off "Closed for Onam lunch"), the last the CLI checked and wrote:\n' +
          '      pnpm campaign switch-off "<message>" --emergency\n' +
          '  - or make revision 5 live again:\n' +
          '      pnpm campaign rollback 5 --emergency\n' +
          'Or fix local/campaign.json by hand.',
      );
      const rollback = await env.run('rollback', '2');
      expect(rollback.code).toBe(1);
      expect(rollback.err).toContain(
        'If the remotes cannot answer and revision 2 must go live now: pnpm campaign rollback 2 --emergency',
      );
      expect(env.read()).toBe(brokenText);

      const asked = origin.requests.length;
      const off = await env.run('switch-off', 'Back soon', '--ml', 'ഉടൻ തിരികെ', '--emergency');
      expect(off.code).toBe(0);
      expect(off.out).toContain(
        'this builds on revision 5 (switch-off "Closed for Onam lunch", 2026-08-20T09:30:00.000Z), the last the CLI checked and wrote',
      );
      expect(off.out).toContain('Written local/campaign.json (revision 7).');
      expect(env.json()).toEqual({
        ...(JSON.parse(texts[4] as string) as ManifestJson),
        switchOff: { message: 'Back soon', messageMl: 'ഉടൻ തിരികെ' },
      });
      // No remote was asked, and nothing is lost: the broken file is a revision of its own.
      expect(origin.requests.length).toBe(asked);
      expect(
        env
          .index()
          .revisions.slice(5)
          .map((r) => r.command),
      ).toEqual([FOUND_EDITED, 'switch-off "Back soon" --ml "ഉടൻ തിരികെ" --emergency']);
      expect(readFileSync(path.join(env.dir, 'local/history/0006.json'), 'utf8')).toBe(brokenText);
    },
  );

  it.each(broken)(
    'when it is %s, --emergency rolls back to a revision the CLI checked, without the remotes',
    async (_, breakIt) => {
      const { env, texts } = await withRevisions();
      writeFileSync(env.file(), breakIt(env.read()));
      origin.files.clear();
      const asked = origin.requests.length;
      const result = await env.run('rollback', '2', '--emergency');
      expect(result.code).toBe(0);
      expect(result.out).toContain(
        'Remotes not asked (--emergency): revision 2 passed the checks when the CLI wrote it, and passes the schema now.',
      );
      expect(env.read()).toBe(texts[1]);
      expect(origin.requests.length).toBe(asked);
      expect(env.index().revisions.at(-1)).toMatchObject({
        revision: 7,
        command: 'rollback 2 --emergency',
      });
    },
  );

  it('does not vouch for a revision the CLI only found, nor for one that fails the schema now', async () => {
    const { env } = await withRevisions();
    writeFileSync(env.file(), '{');
    origin.files.clear();
    const found = await env.run('rollback', '1', '--emergency');
    expect(found.code).toBe(1);
    expect(found.err).toContain(
      'revision 1 is a manifest the CLI found, never checked, so --emergency cannot vouch for it; revisions the CLI checked and wrote: 2, 3, 4, 5',
    );
    writeFileSync(path.join(env.dir, 'local/history/0003.json'), '{"schemaVersion": 1}\n');
    const invalid = await env.run('rollback', '3', '--emergency');
    expect(invalid.code).toBe(1);
    expect(invalid.err).toContain('The new manifest does not pass the schema:');
    expect(env.read()).toBe('{');
  });
});

describe('a damaged history index', () => {
  it.each([
    ['not JSON', '{ "revisions": [ {'],
    ['without a revisions list', '{}'],
    [
      'naming a file outside the history',
      JSON.stringify({
        revisions: [
          { revision: 1, file: '../campaign.json', time: 't', author: 'a', command: 'c' },
        ],
      }),
    ],
  ])(
    '(%s) does not block a change: it is kept aside and a fresh one starts',
    async (_, damaged) => {
      const { env, texts } = await withRevisions();
      const historyDir = path.join(env.dir, 'local/history');
      writeFileSync(path.join(historyDir, 'index.json'), damaged);
      expect((await env.run('history')).out).toContain('The history index is damaged (');

      const result = await env.run('disable', '/dress');
      expect(result.code).toBe(0);
      expect(result.out).toMatch(
        /Note: the history index was damaged \(.+\); it is kept aside as local\/history\/index\.damaged-2026-08-20T09-30-00-000Z\.json and a fresh one starts here/,
      );
      expect(
        readFileSync(path.join(historyDir, 'index.damaged-2026-08-20T09-30-00-000Z.json'), 'utf8'),
      ).toBe(damaged);
      // The earlier snapshots are kept as they were; the fresh index numbers after them.
      texts.forEach((text, i) => {
        expect(readFileSync(path.join(historyDir, `000${i + 1}.json`), 'utf8')).toBe(text);
      });
      expect(env.index().revisions.map((r) => [r.revision, r.command])).toEqual([
        [6, FOUND_AFTER_DAMAGE],
        [7, 'disable /dress'],
      ]);
      expect(env.json().routes['/dress']?.enabled).toBe(false);
    },
  );
});

describe('what an operator types', () => {
  const cases: Array<[string, (url: string) => string[], string]> = [
    [
      'a remote named __proto__',
      (url) => [
        'set-version',
        '__proto__',
        '0.2.0',
        '--entry',
        `${url}/games/0.2.0/mf-manifest.json`,
      ],
      'remote name "__proto__" is reserved',
    ],
    [
      'a remote named constructor',
      (url) => [
        'set-version',
        'constructor',
        '0.1.0',
        '--entry',
        `${url}/games/0.1.0/mf-manifest.json`,
      ],
      'remote name "constructor" is reserved',
    ],
    [
      'a module named prototype',
      () => ['map', '/game', 'games', 'prototype'],
      'module name "prototype" is reserved',
    ],
    [
      'a right-to-left override in a switch-off message',
      () => ['switch-off', 'Back \u202Enoos'],
      'switch-off message contains U+202E, an invisible text-direction control',
    ],
    [
      'a directional isolate in the Malayalam message',
      () => ['switch-off', 'Back soon', '--ml', 'ഉടൻ\u2066 തിരികെ'],
      '--ml (the message in Malayalam) contains U+2066, an invisible text-direction control',
    ],
    [
      'a control character in a title',
      () => ['map', '/game', 'games', 'sadya', '--title', 'Sadya\u001b[2J'],
      '--title contains U+001B, a control character or line break',
    ],
    [
      'a line break in a switch-off message',
      () => ['switch-off', 'Back\nsoon'],
      'switch-off message contains U+000A, a control character or line break',
    ],
    [
      'plain http to another machine',
      () => [
        'set-version',
        'games',
        '0.2.0',
        '--entry',
        'http://cdn.example.com/games/0.2.0/mf-manifest.json',
      ],
      '--entry "http://cdn.example.com/games/0.2.0/mf-manifest.json" is plain http to another machine: use https',
    ],
  ];

  it.each(cases)('refuses %s, naming the field', async (_, argv, message) => {
    const env = setup();
    const before = env.read();
    const result = await env.run(...argv(origin.url));
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Nothing was written; the live manifest is unchanged.');
    expect(env.read()).toBe(before);
    expect(existsSync(path.join(env.dir, 'local/history'))).toBe(false);
  });

  it('keeps the zero-width joiner Malayalam spelling uses, and http on this machine', async () => {
    const env = setup();
    const ml = 'ഉടൻ\u200Dതിരികെ';
    expect((await env.run('switch-off', 'Back soon', '--ml', ml)).code).toBe(0);
    expect(env.json().switchOff).toEqual({ message: 'Back soon', messageMl: ml });
    const entry = `${origin.url.replace('127.0.0.1', 'localhost')}/games/0.2.0/mf-manifest.json`;
    expect((await env.run('set-version', 'games', '0.2.0', '--entry', entry)).code).toBe(0);
  });
});

describe('promote', () => {
  function stagingOn(port: string) {
    const staging = manifestFor(origin);
    staging.remotes = {
      games: { entry: `${port}/staging-games/0.1.0/mf-manifest.json`, version: '0.1.0' },
      auth: { entry: `${port}/staging-auth/0.1.0/mf-manifest.json`, version: '0.1.0' },
    };
    staging.backend = {
      adapter: 'firebase',
      firebase: {
        apiKey: 'staging-key',
        authDomain: 'onam-staging.firebaseapp.com',
        projectId: 'onam-staging',
      },
    };
    return staging;
  }

  beforeEach(() => {
    origin.publish('/staging-games', 'games', '0.1.0', gamesModules());
    origin.publish('/staging-games', 'games', '0.2.0', gamesModules());
    origin.publish('/staging-auth', 'auth', '0.1.0', authModules());
  });

  it('copies what was reviewed and keeps the target’s backend and hosts', async () => {
    const env = setup({ local: manifestFor(origin), staging: stagingOn(origin.url) });
    await env.run('set-version', 'games', '0.2.0');
    await env.run('schedule', '/eat', '--opens', '5');
    const localText = env.read('local');

    const result = await env.run('promote', 'local', 'staging');
    expect(result.code).toBe(0);
    const staging = env.json('staging');
    expect(staging.remotes).toEqual({
      games: { entry: `${origin.url}/staging-games/0.2.0/mf-manifest.json`, version: '0.2.0' },
      auth: { entry: `${origin.url}/staging-auth/0.1.0/mf-manifest.json`, version: '0.1.0' },
    });
    expect(staging.backend.firebase.projectId).toBe('onam-staging');
    expect(staging.routes['/eat']?.schedule).toEqual({ opensOn: 5 });
    expect(env.read('local')).toBe(localText);
    expect(env.index('staging').revisions.map((r) => r.command)).toEqual([
      '(the manifest as found, before the first recorded change)',
      'promote local staging',
    ]);
  });

  it('is refused when the target’s host does not have the version, leaving it untouched', async () => {
    const env = setup({ local: manifestFor(origin), staging: stagingOn(origin.url) });
    origin.files.delete('/staging-games/0.2.0/mf-manifest.json');
    await env.run('set-version', 'games', '0.2.0');
    const before = env.read('staging');
    const result = await env.run('promote', 'local', 'staging');
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `remote "games": ${origin.url}/staging-games/0.2.0/mf-manifest.json answered 404 Not Found`,
    );
    expect(env.read('staging')).toBe(before);
  });

  it('needs both environments', async () => {
    const env = setup();
    const result = await env.run('promote', 'local', 'production');
    expect(result.code).toBe(1);
    expect(result.err).toContain('No campaign manifest for environment "production"');
  });
});

describe('reading', () => {
  it('shows the manifest at a glance', async () => {
    const env = setup();
    await env.run('schedule', '/eat', '--opens', '3', '--closes', 'Thiruvonam');
    await env.run('disable', '/dress');
    await env.run('switch-off', 'Back at 6 pm');
    const { code, out } = await env.run('show');
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      'Campaign "local": local/campaign.json (revision 4)',
      'Onam Utsavam | Kerala Vision: Onam 2026, 10 days, 2026-08-16 (Atham) to 2026-08-26 (Thiruvonam)',
      '',
      'SWITCHED OFF: visitors see "Back at 6 pm" instead of the games',
      '',
      'Remotes',
      `  games  0.1.0  ${origin.url}/games/0.1.0/mf-manifest.json`,
      `  auth   0.1.0  ${origin.url}/auth/0.1.0/mf-manifest.json`,
      '',
      'Routes',
      '  /dress  games/dress           "Dress up"   disabled',
      '  /game   games/pookalam        "Pookalam"   enabled',
      '  /eat    games/sadya           "Sadya"      enabled, opens on day 3 (Chothi, 2026-08-18), closes after day 10 (Thiruvonam, 2026-08-26)',
      '  /talk   games/multi-recorder  "Greetings"  enabled',
      '',
      'Backend: local adapter, Firebase project demo-onam',
    ]);
  });

  it('checks the live manifest against the remotes', async () => {
    const env = setup();
    expect((await env.run('check')).code).toBe(0);
    origin.files.delete('/auth/0.1.0/mf-manifest.json');
    const broken = await env.run('check');
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('would not work as it is');
    expect(broken.err).not.toContain('Nothing was written');
  });
});

describe('typing mistakes', () => {
  it.each([
    [
      ['set-version', 'games'],
      'usage: pnpm campaign set-version <remote> <version> [--entry <url>]',
    ],
    [['launch'], 'unknown command "launch"'],
    [['show', '--colour'], "Unknown option '--colour'"],
    [['show', '--env', '../etc'], '"../etc" is not an environment name'],
    [['rollback', 'latest'], '"latest" is not a revision number'],
    [['show', '--timeout', 'soon'], '--timeout must be a number of seconds'],
    [['check', '--timeout', '0'], '--timeout must be a number of seconds from 0.1 to 120, not "0"'],
    [['check', '--timeout', '100000000'], '--timeout must be a number of seconds from 0.1 to 120'],
    [['check', '--timeout', '1e3'], '--timeout must be a number of seconds from 0.1 to 120'],
    [['check', '--timeout=-5'], '--timeout must be a number of seconds from 0.1 to 120'],
    [['disable', '/eat', '--wait', 'forever'], '--wait must be a number of seconds from 0 to 600'],
    [['disable', '/eat', '--emergency'], '--emergency is for switch-off and rollback only'],
  ])('%j is explained, with the usage', async (argv, message) => {
    const env = setup();
    const result = await env.run(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('pnpm campaign <command> [--env <name>] [options]');
  });

  it('records commands without where they were run', () => {
    expect(
      commandLine(['--env', 'staging', 'switch-off', "It's raining", '--dir=/tmp/x', '--dry-run']),
    ).toBe('switch-off "It\'s raining"');
  });
});

describe('the entry point', () => {
  it('runs under tsx with the exit code of the command', () => {
    const env = setup();
    const tsx = path.join(repoRoot, 'deploy/node_modules/.bin/tsx');
    const script = path.join(repoRoot, 'deploy/cli/campaign.ts');
    const ok = spawnSync(tsx, [script, 'show', '--dir', env.dir], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('/game   games/pookalam');
    const refused = spawnSync(tsx, [script, 'map', '/snake', 'games', 'x', '--dir', env.dir], {
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('unknown route "/snake"');
  });
});
