/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectScoring } from '../../../build.mjs';
import { evaluateScoringModule, pinnedScoring, sha256 } from '../scoring-registry';

/** A scoring module's source as a games build would emit it (CommonJS, self-contained). */
const moduleSource = (version: string, points = 42) => `
"use strict";
exports.scoringApi = 1;
exports.version = ${JSON.stringify(version)};
exports.scorePlay = function (gameId, record) {
  if (record === 'impossible') { var e = new Error('no such play'); e.name = 'EvidenceError'; throw e; }
  return { score: ${points}, maxScore: 100 };
};
`;

function tree() {
  const root = mkdtempSync(path.join(tmpdir(), 'scoring-'));
  const releases = path.join(root, 'releases');
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  const publish = (version: string, source: string, recorded = sha256(source)) => {
    const dir = path.join(releases, 'games', version);
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'server/scoring.cjs'), source);
    writeFileSync(
      path.join(dir, 'release.json'),
      JSON.stringify({ version, files: { 'server/scoring.cjs': recorded } }),
    );
  };
  return { root, releases, dist, out: path.join(root, 'out'), publish };
}

describe('collectScoring (build.mjs)', () => {
  it('pins every published version by the hash its release recorded, and the current build', () => {
    const t = tree();
    t.publish('0.1.0', moduleSource('0.1.0', 10));
    t.publish('0.2.0', moduleSource('0.2.0', 20));
    writeFileSync(path.join(t.dist, 'server/scoring.cjs'), moduleSource('0.3.0', 30));
    const pins = collectScoring({ releasesDir: t.releases, currentDist: t.dist, outDir: t.out });
    expect(Object.keys(pins).sort()).toEqual(['0.1.0', '0.2.0', '0.3.0']);
    const registry = pinnedScoring(t.out);
    expect(registry.forVersion('0.2.0')?.scorePlay('dress', {})).toEqual({
      score: 20,
      maxScore: 100,
    });
    expect(registry.forVersion('0.3.0')?.scorePlay('dress', {}).score).toBe(30);
    expect(registry.forVersion('0.4.0')).toBeNull();
  });

  it('pins the published files, not the current build, when both carry a version', () => {
    const t = tree();
    t.publish('0.1.0', moduleSource('0.1.0', 10));
    writeFileSync(path.join(t.dist, 'server/scoring.cjs'), moduleSource('0.1.0', 99));
    collectScoring({ releasesDir: t.releases, currentDist: t.dist, outDir: t.out });
    expect(pinnedScoring(t.out).forVersion('0.1.0')?.scorePlay('dress', {}).score).toBe(10);
  });

  it('refuses to pin a published file changed after its release', () => {
    const t = tree();
    t.publish('0.1.0', moduleSource('0.1.0', 100), sha256(moduleSource('0.1.0', 10)));
    expect(() =>
      collectScoring({ releasesDir: t.releases, currentDist: t.dist, outDir: t.out }),
    ).toThrow(/does not match the SHA-256 its release recorded/);
  });

  it('skips a release published before the games had a scoring module', () => {
    const t = tree();
    const dir = path.join(t.releases, 'games', '0.0.9');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ files: {} }));
    const lines: string[] = [];
    const pins = collectScoring({
      releasesDir: t.releases,
      currentDist: t.dist,
      outDir: t.out,
      log: (line) => lines.push(line),
    });
    expect(pins).toEqual({});
    expect(lines.join('\n')).toMatch(/0\.0\.9: published without server\/scoring\.cjs/);
  });
});

describe('pinnedScoring', () => {
  it('does not run a file that no longer matches its pin', () => {
    const t = tree();
    t.publish('0.1.0', moduleSource('0.1.0'));
    collectScoring({ releasesDir: t.releases, currentDist: t.dist, outDir: t.out });
    writeFileSync(path.join(t.out, '0.1.0.cjs'), moduleSource('0.1.0', 100));
    expect(() => pinnedScoring(t.out).forVersion('0.1.0')).toThrow(/does not match the SHA-256/);
    expect(readFileSync(path.join(t.out, 'pins.json'), 'utf8')).toContain('0.1.0');
  });

  it('refuses a module that requires anything, or speaks another API', () => {
    expect(() =>
      evaluateScoringModule(`require('child_process'); ${moduleSource('1.0.0')}`, 'x.cjs'),
    ).toThrow(/must be self-contained, yet it requires "child_process"/);
    expect(() =>
      evaluateScoringModule(
        moduleSource('1.0.0').replace('scoringApi = 1', 'scoringApi = 2'),
        'y.cjs',
      ),
    ).toThrow(/is not a scoring module of API 1/);
  });

  it('has no versions when the build pinned none', () => {
    const registry = pinnedScoring(path.join(tmpdir(), 'no-such-folder'));
    expect(registry.versions()).toEqual([]);
    expect(registry.forVersion('0.1.0')).toBeNull();
  });
});
