/** @jest-environment node */
// The package's checks an operator sees, run on versions served on loopback as Hosting serves
// them: a good package passes each; each way a package can be wrong fails the check that finds it,
// saying what was found. The version checker runs them on the versions a change puts live only.
import { GAMES_REMOTE } from '@onam/shared/contracts/game';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { checkPackage, reportLines, type CheckDeps } from '../checks';
import { fetchPublished, publishedFiles } from '../published-files';
import type { ReleaseRegistry } from '../registry';
import { packageFacts } from '../testing/package-facts';
import { servePackages, type ServedPackages } from '../testing/served-packages';
import { versionChecker } from '../version-checks';

const facts = packageFacts;

const SCORING = (version: string, rule = 'record.points') => `
exports.scoringApi = 1;
exports.version = ${JSON.stringify(version)};
exports.scorePlay = function (gameId, record) { return { score: ${rule}, maxScore: 100 }; };`;

const SERVER_PART = `exports.modules = { pookalam: async function () { return { draw: function () { return '<h1>Pookalam</h1>'; } }; } };`;
const DRAWING = `
exports.SHARED_MODULES = {};
exports.drawPage = async function (request, moduleOf) {
  var game = await moduleOf('server-part').modules.pookalam();
  return { ok: true, html: '<main lang=' + request.locale + '>' + game.draw() + '</main>' };
};`;
const CONTRACTS = JSON.stringify({
  pookalam: { kind: 'game', id: 'pookalam', contractVersion: '1.2' },
});

/** A version's files as a games build writes them, with some replaced. */
const files = (version: string, replace: Record<string, string> = {}) => ({
  'mf-manifest.json': '{"exposes":[{"name":"pookalam"}]}',
  'remoteEntry.js': 'var games;',
  'contracts.json': CONTRACTS,
  'game-package.json': JSON.stringify(facts(version)),
  'icons/pookalam.svg': '<svg/>',
  'server/scoring.cjs': SCORING(version),
  'server/modules.cjs': SERVER_PART,
  ...replace,
});

describe("a version's package checks", () => {
  jest.setTimeout(60_000);
  let served: ServedPackages;
  const records = new Map<string, ReturnType<ServedPackages['publish']>>();
  const registry: ReleaseRegistry = {
    record: async (_remote, version) => records.get(version) ?? null,
  };
  let deps: CheckDeps;

  const publish = (version: string, replace: Record<string, string> = {}, omit: string[] = []) => {
    const all = Object.fromEntries(
      Object.entries(files(version, replace)).filter(([file]) => !omit.includes(file)),
    );
    records.set(version, served.publish(GAMES_REMOTE, version, all, { package: facts(version) }));
  };

  beforeAll(async () => {
    served = await servePackages();
    publish('2.0.0');
    publish('2.0.1', { 'server/scoring.cjs': SCORING('2.0.1', 'record.points - 5') });
    publish('2.0.2', {}, ['remoteEntry.js']);
    publish('2.0.3', {
      'contracts.json': JSON.stringify({
        pookalam: { kind: 'game', id: 'pookalam', contractVersion: '2.0' },
      }),
    });
    publish('2.0.4', {
      'server/modules.cjs': 'exports.modules = { pookalam: function () { for (;;) {} } };',
    });
    deps = {
      registry,
      files: publishedFiles(fetchPublished()),
      drawing: {
        source: DRAWING,
        manifest: manifestFixture(),
        parts: { drawing: 'draw-page', serverPart: 'server-part' },
      },
    };
  });
  afterAll(() => served?.close());

  it('pass for a good package, each saying what it found', async () => {
    const report = await checkPackage(deps, GAMES_REMOTE, '2.0.0');
    expect(report.ok).toBe(true);
    expect(report.checks.map((check) => [check.name, check.ok])).toEqual([
      ['record', true],
      ['entry', true],
      ['contracts', true],
      ['scoring', true],
      ['server-part', true],
    ]);
    expect(reportLines(report).join('\n')).toMatch(
      /✓ scoring: scored its 2 sample plays as recorded[\s\S]*✓ server-part: drew 2 game pages \(English and Malayalam\)/,
    );
  });

  it('fail at the check that finds the fault, saying what it found', async () => {
    const failed = async (version: string) =>
      (await checkPackage(deps, GAMES_REMOTE, version)).checks.filter((check) => !check.ok);
    expect(await failed('2.0.1')).toEqual([
      {
        name: 'scoring',
        ok: false,
        detail:
          'pookalam, a few flowers: scored 7, recorded as 12; pookalam, a full carpet: scored 95, recorded as 100',
      },
    ]);
    expect(await failed('2.0.2')).toEqual([
      { name: 'entry', ok: false, detail: 'games 2.0.2 was published without remoteEntry.js' },
    ]);
    expect(await failed('2.0.3')).toEqual([
      expect.objectContaining({ name: 'contracts', detail: expect.stringMatching(/^pookalam: /) }),
    ]);
    expect(await failed('2.0.4')).toEqual([
      expect.objectContaining({
        name: 'server-part',
        detail: expect.stringMatching(/ran out of its time budget/),
      }),
    ]);
    expect(await failed('9.9.9')).toEqual([
      {
        name: 'record',
        ok: false,
        detail:
          'games 9.9.9 is not in the release registry: publish it with `pnpm release games --version 9.9.9`',
      },
    ]);
  });

  it('are run on each version a change puts live, and again only after a while once passed', async () => {
    const check = versionChecker({
      ...deps,
      drawing: () => ({
        source: DRAWING,
        parts: deps.drawing?.parts ?? { drawing: '', serverPart: '' },
      }),
    });
    const live = manifestFixture();
    const next = (version: string) => {
      const json = manifestFixture();
      if (json.remotes.games)
        json.remotes.games = { entry: `${served.origin}/${version}/mf-manifest.json`, version };
      const parsed = parseCampaignManifest(json);
      if (!parsed.ok) throw new Error(parsed.problems.join('; '));
      return parsed.manifest;
    };
    const asked = jest.spyOn(registry, 'record');
    const reports = await check(next('2.0.0'), live);
    expect(reports.map((report) => [report.version, report.ok])).toEqual([['2.0.0', true]]);
    // Unchanged versions (auth's) are not checked; a passed one is kept.
    asked.mockClear();
    expect(await check(next('2.0.0'), live)).toEqual(reports);
    expect(asked).not.toHaveBeenCalled();
    // Named at another address than its record's, it fails.
    const elsewhere = next('2.0.0');
    if (elsewhere.remotes.games)
      elsewhere.remotes.games.entry = 'http://localhost:4001/2.0.0/mf-manifest.json';
    const [moved] = await check(elsewhere, live);
    expect(moved?.ok).toBe(false);
    expect(moved?.checks.at(-1)?.detail).toMatch(
      /^the manifest names http:\/\/localhost:4001\/2\.0\.0\/mf-manifest\.json, and games 2\.0\.0 is served at /,
    );
  });
});
