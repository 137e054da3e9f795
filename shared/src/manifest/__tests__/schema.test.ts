/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPORTS_TO_HIDE, reportsToHide } from '../../backend/wishes';
import { brandTitle } from '../brand';
import {
  campaignManifestSchema,
  GAME_ROUTE_PATHS,
  MANIFEST_SCHEMA_VERSION,
  parseCampaignManifest,
  type ManifestResult,
} from '../schema';
import { localManifestText, manifestJson } from './manifest-fixture';

type Json = Record<string, unknown>;

/** A fresh copy of the real local manifest, so every test may change it freely. */
const validManifest = (): Json => manifestJson() as Json;

/** Walks a dotted path ("routes./game.remote") into a plain JSON object. */
function parentOf(root: Json, dotted: string[]): Json {
  let node: unknown = root;
  for (const key of dotted.slice(0, -1)) {
    node = (node as Json)[key];
    if (typeof node !== 'object' || node === null) throw new Error(`no object at ${key}`);
  }
  return node as Json;
}

/** The manifest with the value at `keys` removed. */
function without(...keys: string[]): Json {
  const manifest = validManifest();
  const parent = parentOf(manifest, keys);
  const key = keys[keys.length - 1] as string;
  // Guard against a typo in a test: removing a key that is not there would prove nothing.
  if (!(key in parent)) throw new Error(`the local manifest has no ${keys.join('.')}`);
  Reflect.deleteProperty(parent, key);
  return manifest;
}

/** The manifest with the value at `keys` replaced. */
function withValue(keys: string[], value: unknown): Json {
  const manifest = validManifest();
  parentOf(manifest, keys)[keys[keys.length - 1] as string] = value;
  return manifest;
}

function problemsOf(result: ManifestResult): string[] {
  if (result.ok) throw new Error('expected the manifest to be refused, but it was accepted');
  return result.problems;
}

/** Asserts a refusal with at least one problem line that starts with "<where>: ". */
function expectProblemAt(input: unknown, where: string): string[] {
  const result = parseCampaignManifest(input);
  expect(result.ok).toBe(false);
  const problems = problemsOf(result);
  expect(problems).toEqual(
    expect.arrayContaining([expect.stringMatching(`^${escapeRegExp(where)}: .+`)]),
  );
  return problems;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

describe('parseCampaignManifest with the real local manifest', () => {
  it('accepts deploy/campaigns/local/campaign.json as it is', () => {
    const result = parseCampaignManifest(validManifest());
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) throw new Error(result.problems.join('\n'));

    expect(result.manifest.schemaVersion).toBe(MANIFEST_SCHEMA_VERSION);
    expect(result.manifest.brand.product).toBe('Onam Utsavam');
    expect(result.manifest.festival.days).toHaveLength(10);
    expect(Object.keys(result.manifest.remotes).sort()).toEqual(['auth', 'games']);
    expect(result.manifest.routes['/game']).toMatchObject({ remote: 'games', module: 'pookalam' });
  });

  it('serves a route for every fixed game path', () => {
    const result = parseCampaignManifest(validManifest());
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(Object.keys(result.manifest.routes).sort()).toEqual([...GAME_ROUTE_PATHS].sort());
  });

  it('defaults a route’s enabled flag to true when it is omitted', () => {
    const manifest = without('routes', '/eat', 'enabled');
    expect((manifest.routes as Json)['/eat']).not.toHaveProperty('enabled');

    const result = parseCampaignManifest(manifest);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.manifest.routes['/eat']?.enabled).toBe(true);
  });

  it('keeps enabled: false when an operator switches a route off', () => {
    const result = parseCampaignManifest(withValue(['routes', '/eat', 'enabled'], false));
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.manifest.routes['/eat']?.enabled).toBe(false);
  });

  it('lists any number of added games, each at /play/<its id>, retired or not', () => {
    const manifest = validManifest();
    const routes = manifest.routes as Json;
    routes['/play/vallam-kali'] = { remote: 'games', module: 'vallam', title: 'Vallam kali' };
    routes['/play/uriyadi'] = {
      remote: 'games',
      module: 'uriyadi',
      title: 'Uriyadi',
      retired: true,
    };
    const result = parseCampaignManifest(manifest);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.manifest.routes['/play/uriyadi']?.retired).toBe(true);
    expect(Object.keys(result.manifest.routes)).toContain('/play/vallam-kali');
  });

  it.each(['/play/Vallam', '/play/', '/play/a/b', '/play/all', '/snake', '/dashboard'])(
    'refuses %s as a route, saying which routes there can be',
    (path) => {
      const manifest = validManifest();
      (manifest.routes as Json)[path] = { remote: 'games', module: 'x', title: 'X' };
      const problems = problemsOf(parseCampaignManifest(manifest));
      expect(problems).toEqual([
        `routes.${path}: is not a route the site has: the seed’s /dress, /eat, /game and /talk, or /play/<game id> for an added game (lower-case letters, digits and hyphens, starting with a letter)`,
      ]);
    },
  );

  it('retires a game, never the recorder', () => {
    expect(
      problemsOf(parseCampaignManifest(withValue(['routes', '/talk', 'retired'], true))),
    ).toEqual([
      'routes./talk.retired: only a game can be retired; the recorder can be switched off (enabled: false)',
    ]);
  });

  it('accepts a manifest that lists only some of the game routes', () => {
    const manifest = validManifest();
    manifest.routes = { '/game': (manifest.routes as Json)['/game'] };
    // A day may feature only a route the manifest has.
    for (const day of (manifest.festival as { days: Json[] }).days) {
      if (day.featured !== '/game') delete day.featured;
    }
    const result = parseCampaignManifest(manifest);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(Object.keys(result.manifest.routes)).toEqual(['/game']);
  });

  it('does not change the input object it validates', () => {
    const manifest = without('routes', '/eat', 'enabled');
    const before = JSON.stringify(manifest);
    parseCampaignManifest(manifest);
    expect(JSON.stringify(manifest)).toBe(before);
  });
});

describe('parseCampaignManifest: required fields', () => {
  const required: [string, string[]][] = [
    ['schemaVersion', ['schemaVersion']],
    ['brand', ['brand']],
    ['brand.product', ['brand', 'product']],
    ['brand.broadcaster', ['brand', 'broadcaster']],
    ['brand.themeColor', ['brand', 'themeColor']],
    ['festival', ['festival']],
    ['festival.days', ['festival', 'days']],
    ['remotes', ['remotes']],
    ['routes', ['routes']],
    ['remotes.games.entry', ['remotes', 'games', 'entry']],
    ['remotes.games.version', ['remotes', 'games', 'version']],
    ['routes./game.remote', ['routes', '/game', 'remote']],
    ['routes./game.module', ['routes', '/game', 'module']],
    ['routes./game.title', ['routes', '/game', 'title']],
  ];

  it.each(required)('refuses a manifest without %s, naming that path', (where, keys) => {
    expectProblemAt(without(...keys), where);
  });

  it('reports every missing field at once, one line each', () => {
    const manifest = validManifest();
    delete (manifest.brand as Json).product;
    delete (manifest.brand as Json).broadcaster;
    const problems = problemsOf(parseCampaignManifest(manifest));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^brand\.product: /);
    expect(problems[1]).toMatch(/^brand\.broadcaster: /);
  });

  it('refuses blank text such as a product name of spaces', () => {
    const problems = expectProblemAt(withValue(['brand', 'product'], '   '), 'brand.product');
    expect(problems.join('\n')).toContain('must not be empty');
  });
});

describe('parseCampaignManifest: wrong types and values', () => {
  it('refuses schemaVersion 2 with a message naming the supported version', () => {
    const problems = expectProblemAt(withValue(['schemaVersion'], 2), 'schemaVersion');
    expect(problems.join('\n')).toContain(`schemaVersion must be ${MANIFEST_SCHEMA_VERSION}`);
  });

  it('refuses schemaVersion given as the string "1"', () => {
    expectProblemAt(withValue(['schemaVersion'], '1'), 'schemaVersion');
  });

  it('refuses a theme colour that is a colour name, not #rrggbb', () => {
    const problems = expectProblemAt(
      withValue(['brand', 'themeColor'], 'green'),
      'brand.themeColor',
    );
    expect(problems.join('\n')).toContain('must be a colour like #1b5e20');
  });

  it.each(['#fff', '#1b5e2', '1b5e20', '#1b5e20ff', '#gggggg'])(
    'refuses the theme colour %s',
    (colour) => {
      expectProblemAt(withValue(['brand', 'themeColor'], colour), 'brand.themeColor');
    },
  );

  it('accepts an upper-case hex theme colour', () => {
    expect(parseCampaignManifest(withValue(['brand', 'themeColor'], '#1B5E20')).ok).toBe(true);
  });

  it('refuses festival days that are not an array', () => {
    expectProblemAt(withValue(['festival', 'days'], { 1: 'Atham' }), 'festival.days');
  });

  it('refuses an empty list of festival days', () => {
    expectProblemAt(withValue(['festival', 'days'], []), 'festival.days');
  });

  it("keeps a day's featured game, one of the manifest's game routes", () => {
    const featured = withValue(['festival', 'days', '2', 'featured'], '/eat');
    const result = parseCampaignManifest(featured);
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.manifest.festival.days[2]?.featured).toBe('/eat');
  });

  it('refuses a featured route the manifest does not have, the recorder, or another path', () => {
    const missing = validManifest();
    delete (missing.routes as Json)['/eat'];
    parentOf(missing, ['festival', 'days', '0', 'x'])['featured'] = '/eat';
    expect(expectProblemAt(missing, 'festival.days.0.featured')).toContain(
      'festival.days.0.featured: features /eat, which is not in routes',
    );
    expectProblemAt(
      withValue(['festival', 'days', '0', 'featured'], '/talk'),
      'festival.days.0.featured',
    );
    expectProblemAt(
      withValue(['festival', 'days', '0', 'featured'], '/celebrate'),
      'festival.days.0.featured',
    );
  });

  it('refuses a remote entry that is not a URL', () => {
    const problems = expectProblemAt(
      withValue(['remotes', 'games', 'entry'], 'localhost:3001/mf-manifest.json'),
      'remotes.games.entry',
    );
    expect(problems.join('\n')).toContain('must be an http(s) URL');
  });

  // Regression: a non-URL entry once made parseCampaignManifest throw instead of refusing it.
  it('refuses an entry that is not URL-shaped at all instead of throwing', () => {
    expectProblemAt(withValue(['remotes', 'games', 'entry'], 'not a url'), 'remotes.games.entry');
  });

  it("refuses an entry that does not point at a version's mf-manifest.json", () => {
    const problems = expectProblemAt(
      withValue(['remotes', 'games', 'entry'], 'http://localhost:3001/remoteEntry.js'),
      'remotes.games.entry',
    );
    expect(problems.join('\n')).toContain("must point at a version's mf-manifest.json");
  });

  it('refuses an entry whose query string, not its path, ends in mf-manifest.json', () => {
    expectProblemAt(
      withValue(['remotes', 'games', 'entry'], 'http://localhost:3001/x?f=/mf-manifest.json'),
      'remotes.games.entry',
    );
  });

  it('refuses an entry with the ftp: protocol', () => {
    const problems = expectProblemAt(
      withValue(['remotes', 'games', 'entry'], 'ftp://cdn.example.com/games/1/mf-manifest.json'),
      'remotes.games.entry',
    );
    expect(problems.join('\n')).toContain('must be an http(s) URL');
  });

  it('accepts an https entry in a versioned folder', () => {
    const manifest = withValue(
      ['remotes', 'games', 'entry'],
      'https://cdn.example.com/games/0.2.0/mf-manifest.json',
    );
    expect(parseCampaignManifest(manifest).ok).toBe(true);
  });

  it('refuses enabled given as the string "true"', () => {
    expectProblemAt(withValue(['routes', '/game', 'enabled'], 'true'), 'routes./game.enabled');
  });

  it('refuses a remote name that is not a lower-case word', () => {
    const manifest = validManifest();
    (manifest.remotes as Json).Games = (manifest.remotes as Json).games;
    expectProblemAt(manifest, 'remotes.Games');
  });

  it('refuses a module name that is not a kebab-case exposed name', () => {
    expectProblemAt(withValue(['routes', '/game', 'module'], './pookalam'), 'routes./game.module');
  });
});

describe('parseCampaignManifest: cross-checks and strictness', () => {
  it('refuses a route that names a remote missing from remotes, naming the remote', () => {
    const problems = expectProblemAt(
      withValue(['routes', '/game', 'remote'], 'prizes'),
      'routes./game.remote',
    );
    const line = problems.find((p) => p.startsWith('routes./game.remote: '));
    expect(line).toContain('"prizes"');
    expect(line).toContain('not in remotes');
  });

  it('refuses a route whose remote was removed from remotes', () => {
    const problems = expectProblemAt(without('remotes', 'games'), 'routes./game.remote');
    expect(problems.join('\n')).toContain('"games"');
    // Every route that used the removed remote is reported, not just the first.
    for (const route of GAME_ROUTE_PATHS) {
      expect(problems).toEqual(
        expect.arrayContaining([expect.stringMatching(`^routes\\.${route}\\.remote: `)]),
      );
    }
  });

  // Regression: Object.prototype members ("constructor") are not remotes.
  it('refuses a route naming "constructor", which is not in remotes', () => {
    expectProblemAt(withValue(['routes', '/game', 'remote'], 'constructor'), 'routes./game.remote');
  });

  it('refuses an unknown route path such as /casino', () => {
    const manifest = validManifest();
    (manifest.routes as Json)['/casino'] = { remote: 'games', module: 'pookalam', title: 'Casino' };
    const result = parseCampaignManifest(manifest);
    expect(result.ok).toBe(false);
    expect(problemsOf(result).join('\n')).toContain('/casino');
  });

  it('refuses unknown top-level keys because the schema is strict', () => {
    const manifest = validManifest();
    manifest.theme = 'dark';
    const problems = expectProblemAt(manifest, 'manifest');
    expect(problems.join('\n')).toContain('theme');
  });

  it('is strict at the top level only: the parsed manifest has exactly the known keys', () => {
    const result = parseCampaignManifest(validManifest());
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(Object.keys(result.manifest).sort()).toEqual(
      ['backend', 'brand', 'festival', 'remotes', 'routes', 'schemaVersion'].sort(),
    );
  });
});

describe('parseCampaignManifest: festival days', () => {
  function days(manifest: Json): Json[] {
    return (manifest.festival as Json).days as Json[];
  }

  it('refuses days that are not numbered 1, 2, 3… in order', () => {
    const manifest = validManifest();
    const list = days(manifest);
    [list[0], list[1]] = [list[1] as Json, list[0] as Json];
    const problems = expectProblemAt(manifest, 'festival.days.0.day');
    expect(problems.join('\n')).toContain('found day 2 at position 1');
  });

  it('refuses a day that starts before the previous day ends (overlap)', () => {
    const manifest = validManifest();
    // Vishakham (day 4) runs 19–20 August; Anizham must not start on the 20th.
    (days(manifest)[4] as Json).start = '2026-08-20';
    const problems = expectProblemAt(manifest, 'festival.days.4.start');
    expect(problems.join('\n')).toContain('day 5 must start after day 4 ends');
  });

  it('refuses two days on the same date', () => {
    const manifest = validManifest();
    (days(manifest)[1] as Json).start = '2026-08-16';
    expectProblemAt(manifest, 'festival.days.1.start');
  });

  it('refuses a day whose end is before its start', () => {
    const manifest = validManifest();
    (days(manifest)[3] as Json).end = '2026-08-18';
    const problems = expectProblemAt(manifest, 'festival.days.3.end');
    expect(problems.join('\n')).toContain('end must not be before start');
  });

  it('refuses a day whose start is not an ISO date', () => {
    const manifest = validManifest();
    (days(manifest)[0] as Json).start = '16/08/2026';
    expectProblemAt(manifest, 'festival.days.0.start');
  });

  it('refuses more than ten days', () => {
    const manifest = validManifest();
    days(manifest).push({ day: 11, name: 'Extra', nameMl: 'x', start: '2026-08-27' });
    const result = parseCampaignManifest(manifest);
    expect(result.ok).toBe(false);
    expect(problemsOf(result).join('\n')).toMatch(/festival\.days/);
  });
});

describe('parseCampaignManifest: schedule and switch-off', () => {
  it('accepts a schedule that opens on or before it closes', () => {
    const open = parseCampaignManifest(
      withValue(['routes', '/game', 'schedule'], { opensOn: 2, closesAfter: 9 }),
    );
    const oneDay = parseCampaignManifest(
      withValue(['routes', '/game', 'schedule'], { opensOn: 4, closesAfter: 4 }),
    );
    expect(open.ok).toBe(true);
    expect(oneDay.ok).toBe(true);
  });

  it('accepts a schedule with only one end', () => {
    expect(
      parseCampaignManifest(withValue(['routes', '/game', 'schedule'], { opensOn: 3 })).ok,
    ).toBe(true);
    expect(
      parseCampaignManifest(withValue(['routes', '/game', 'schedule'], { closesAfter: 3 })).ok,
    ).toBe(true);
  });

  it('refuses a schedule whose opensOn is after closesAfter', () => {
    const problems = expectProblemAt(
      withValue(['routes', '/game', 'schedule'], { opensOn: 8, closesAfter: 3 }),
      'routes./game.schedule',
    );
    expect(problems.join('\n')).toContain('opensOn must not be after closesAfter');
  });

  it('refuses a schedule day outside the ten festival days', () => {
    expectProblemAt(
      withValue(['routes', '/game', 'schedule'], { opensOn: 0 }),
      'routes./game.schedule.opensOn',
    );
    expectProblemAt(
      withValue(['routes', '/game', 'schedule'], { closesAfter: 11 }),
      'routes./game.schedule.closesAfter',
    );
  });

  it('accepts switchOff with a message and keeps the message', () => {
    const manifest = validManifest();
    manifest.switchOff = { message: 'The campaign has ended. Thank you for playing!' };
    const result = parseCampaignManifest(manifest);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.manifest.switchOff).toEqual({
      message: 'The campaign has ended. Thank you for playing!',
    });
  });

  it('refuses switchOff without a message', () => {
    const manifest = validManifest();
    manifest.switchOff = {};
    expectProblemAt(manifest, 'switchOff.message');
  });
});

describe('parseCampaignManifest: input that is not an object', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', localManifestText()],
    ['an array', [validManifest()]],
    ['a number', 1],
  ])('returns ok:false for %s without throwing', (_label, input) => {
    let result: ManifestResult | undefined;
    expect(() => {
      result = parseCampaignManifest(input);
    }).not.toThrow();
    expect(result?.ok).toBe(false);
    const problems = problemsOf(result as ManifestResult);
    expect(problems.length).toBeGreaterThan(0);
    // With no path to point at, the problem is reported against the whole manifest.
    expect(problems[0]).toMatch(/^manifest: /);
  });
});

describe('campaignManifestSchema', () => {
  it('is the schema parseCampaignManifest applies', () => {
    expect(campaignManifestSchema.safeParse(validManifest()).success).toBe(true);
    expect(campaignManifestSchema.safeParse(without('brand')).success).toBe(false);
  });
});

describe('brandTitle', () => {
  it('joins product and broadcaster as "<product> | <broadcaster>"', () => {
    expect(
      brandTitle({ product: 'Onam Utsavam', broadcaster: 'Kerala Vision', themeColor: '#1b5e20' }),
    ).toBe('Onam Utsavam | Kerala Vision');
  });

  it('uses the brand of the parsed local manifest, trimmed', () => {
    const result = parseCampaignManifest(withValue(['brand', 'product'], '  Onam Utsavam  '));
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(brandTitle(result.manifest.brand)).toBe('Onam Utsavam | Kerala Vision');
  });
});

describe('the backend section', () => {
  it('is required: the site must know which adapter to start', () => {
    expectProblemAt(without('backend'), 'backend');
  });

  it.each([
    [['backend', 'adapter'], 'supabase', 'backend.adapter'],
    [['backend', 'firebase', 'projectId'], 'Not A Project', 'backend.firebase.projectId'],
    [['backend', 'firebase', 'apiKey'], '', 'backend.firebase.apiKey'],
    [['backend', 'emulators', 'auth'], 'not a url', 'backend.emulators.auth'],
    [['backend', 'emulators', 'firestore'], 'localhost', 'backend.emulators.firestore'],
    [['backend', 'mediaUpload'], '/media-upload', 'backend.mediaUpload'],
    [['backend', 'mediaUpload'], 'ftp://localhost/media-upload', 'backend.mediaUpload'],
  ])('refuses %j = %p with a problem at %s', (keys, value, where) => {
    expectProblemAt(withValue(keys, value), where);
  });

  it('accepts the firebase adapter without emulators', () => {
    const manifest = without('backend', 'emulators');
    (manifest.backend as Json).adapter = 'firebase';
    expect(parseCampaignManifest(manifest)).toMatchObject({ ok: true });
  });

  it('has an optional mediaUpload URL, which the local manifest sets', () => {
    const result = parseCampaignManifest(validManifest());
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.manifest.backend.mediaUpload).toBe('http://localhost:3000/media-upload');
    expect(parseCampaignManifest(without('backend', 'mediaUpload'))).toMatchObject({ ok: true });
  });

  it('refuses unknown keys in it (a typo must not silently do nothing)', () => {
    expectProblemAt(withValue(['backend', 'emulator'], { auth: 'http://x' }), 'backend');
  });
});

describe('what an operator or an attacker could slip into a manifest', () => {
  it.each([
    ['a right-to-left override', '\u202Eenilnuf'],
    ['a directional isolate', 'Back \u2066soon\u2069'],
    ['a control character', 'Back\u0007 soon'],
    ['a line break inside', 'Back\nsoon'],
    ['a zero-width space', 'Back\u200Bsoon'],
  ])('refuses %s in the switch-off message', (_, message) => {
    const problems = expectProblemAt(withValue(['switchOff'], { message }), 'switchOff.message');
    expect(problems.join('\n')).toContain('control or invisible text-direction characters');
  });

  it('keeps the zero-width joiners Malayalam spelling uses', () => {
    const manifest = withValue(['switchOff'], {
      message: 'Back soon',
      messageMl: 'ഉടൻ\u200Dതിരികെ',
    });
    expect(parseCampaignManifest(manifest)).toMatchObject({ ok: true });
  });

  it.each(['constructor', 'prototype'])('refuses a remote named "%s"', (name) => {
    const manifest = validManifest();
    const remotes = manifest.remotes as Json;
    remotes[name] = remotes.games;
    expectProblemAt(manifest, `remotes.${name}`);
    expectProblemAt(withValue(['routes', '/game', 'module'], name), 'routes./game.module');
  });

  it('refuses plain http entries outside this machine, and keeps them on it', () => {
    expectProblemAt(
      withValue(['remotes', 'games', 'entry'], 'http://cdn.example.com/0.1.0/mf-manifest.json'),
      'remotes.games.entry',
    );
    for (const host of ['localhost:3001', '127.0.0.1:3001', '[::1]:3001']) {
      const entry = `http://${host}/0.1.0/mf-manifest.json`;
      expect(parseCampaignManifest(withValue(['remotes', 'games', 'entry'], entry))).toMatchObject({
        ok: true,
      });
    }
  });
});

describe('the wall section', () => {
  it('is optional: every manifest in deploy/campaigns stays valid without it', () => {
    const campaigns = path.resolve(__dirname, '../../../../deploy/campaigns');
    // One folder per environment; the folder's README is not one.
    const names = readdirSync(campaigns, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['local', 'staging']));
    for (const name of names) {
      const json: unknown = JSON.parse(
        readFileSync(path.join(campaigns, name, 'campaign.json'), 'utf8'),
      );
      const result = parseCampaignManifest(json);
      expect({ name, ok: result.ok }).toEqual({ name, ok: true });
      if (result.ok) expect(reportsToHide(result.manifest)).toBe(REPORTS_TO_HIDE);
    }
  });

  it('keeps how many visitors’ reports take a card off the wall', () => {
    const result = parseCampaignManifest(withValue(['wall'], { reportsToHide: 5 }));
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.manifest.wall).toEqual({ reportsToHide: 5 });
    expect(reportsToHide(result.manifest)).toBe(5);
  });

  it('refuses a number of reports that is not a whole number from 1 to 20, or an unknown key', () => {
    for (const wrong of [0, -1, 1.5, 21, '3', null]) {
      expectProblemAt(withValue(['wall'], { reportsToHide: wrong }), 'wall.reportsToHide');
    }
    expectProblemAt(withValue(['wall'], { reportsToHide: 3, reportsToHid: 2 }), 'wall');
    expectProblemAt(withValue(['wall'], {}), 'wall.reportsToHide');
  });
});
