/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { BUILT_IN_GAME_IDS } from '@onam/shared/contracts/game';
import { scoreRecord } from '@onam/shared/contracts/game-kit';
import {
  isEvidenceError,
  SCORING_API_VERSION,
  type ScoringModule,
} from '@onam/shared/contracts/scoring';
import { dressRecord, scoring as dressScoring } from '../dress/evidence';
import { pookalamRecord, scoring as pookalamScoring } from '../pookalam/evidence';
import { startPookalam, paint } from '../pookalam/rules';
import { sadyaRecord, scoring as sadyaScoring } from '../sadya/evidence';
import { correctOrder, zoneOf } from '../sadya/menu';
import { serveDish, startSadya } from '../sadya/rules';
import * as serverScoring from '../server-scoring';

// What the built server/scoring.cjs exports, read as the submitPlay function reads it.
const scoring: ScoringModule = serverScoring;

/** The reason a record is refused; any other error (a TypeError) fails the test. */
function refusal(gameId: unknown, record: unknown): string {
  try {
    scoring.scorePlay(gameId as 'dress', record);
  } catch (error) {
    if (isEvidenceError(error)) return error.message;
    throw error;
  }
  throw new Error('the record was accepted');
}

/** One record of each game, made by the games' own functions from plays that earn < 100. */
function records() {
  let pookalam = startPookalam({ symmetry: 8, mode: 'day', day: 4 });
  pookalam = paint(pookalam, [0, 1, 2, 3, 20], 'chethi');
  let sadya = startSadya('common', 'quick');
  const times: number[] = [];
  for (const dish of correctOrder('common', 'quick').reverse()) {
    sadya = serveDish(sadya, dish, zoneOf('common', dish))?.state ?? sadya;
    times.push(times.length * 2500);
  }
  return {
    dress: dressRecord(['pattu-pavada', 'jimikki', 'crown']),
    pookalam: pookalamRecord(pookalam.options, pookalam.design),
    sadya: sadyaRecord(sadya, times, times.at(-1) ?? 0),
  };
}

describe('the scoring module the server runs (server/scoring.cjs)', () => {
  it('names the scoring API it speaks and the games version it was built as', () => {
    expect(scoring.scoringApi).toBe(SCORING_API_VERSION);
    // jest.setup.cjs stands in for webpack's __GAMES_VERSION__.
    expect(scoring.version).toBe('test');
    expect(Object.keys(serverScoring).sort()).toEqual(['scorePlay', 'scoringApi', 'version']);
  });

  it("sends each game's record to that game's scoring", () => {
    const made = records();
    const own = {
      dress: scoreRecord(dressScoring, made.dress),
      pookalam: scoreRecord(pookalamScoring, made.pookalam),
      sadya: scoreRecord(sadyaScoring, made.sadya),
    };
    for (const gameId of BUILT_IN_GAME_IDS) {
      const scored = scoring.scorePlay(gameId, JSON.parse(JSON.stringify(made[gameId])));
      expect(scored).toEqual(own[gameId]);
      expect(scored.score).toBeGreaterThan(0);
      expect(scored.score).toBeLessThan(100);
    }
  });

  it("refuses one game's record as another's", () => {
    const made = records();
    expect(refusal('dress', made.sadya)).toBe(
      "a dress-up record has a field the game never writes: 'variant'",
    );
    expect(refusal('sadya', made.pookalam)).toMatch(/^a sadya record has a field/);
    expect(refusal('pookalam', made.dress)).toMatch(/^a pookalam record has a field/);
  });

  it('refuses a game it does not score, with a reason', () => {
    expect(refusal('onam-quiz', {})).toBe("'onam-quiz' is not a game this version scores");
    for (const gameId of ['constructor', '__proto__', 'toString', 'Dress', '', null, 42, {}]) {
      expect(refusal(gameId, { outfit: [] })).toMatch(/ is not a game this version scores$/);
    }
  });

  it('loads without React: with React unloadable, it still loads and scores', () => {
    jest.isolateModules(() => {
      for (const name of ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']) {
        jest.doMock(name, () => {
          throw new Error(`the scoring module imported ${name}`);
        });
      }
      const isolated = jest.requireActual<ScoringModule>('../server-scoring');
      expect(isolated.scorePlay('dress', { outfit: ['jimikki'] }).score).toBe(10);
    });
  });

  it('imports only pure modules of this repository: no package, no React, no CSS, no JSX', () => {
    const src = path.resolve(__dirname, '..');
    const shared = path.resolve(src, '../../shared/src');
    const resolveImport = (from: string, specifier: string): string => {
      if (specifier.startsWith('@onam/shared/react/')) return `${specifier} (React)`;
      const base = specifier.startsWith('@onam/shared/')
        ? path.join(shared, specifier.slice('@onam/shared/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(from), specifier)
          : null;
      if (base === null) return `${specifier} (a package)`;
      for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
        try {
          if (readFileSync(file) && /\.(ts|tsx|json|css)$/.test(file)) return file;
        } catch {
          // not this one
        }
      }
      return `${specifier} (not found)`;
    };
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (!file.endsWith('.ts')) return;
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      for (const statement of source.statements) {
        const isImport = ts.isImportDeclaration(statement);
        if (!isImport && !ts.isExportDeclaration(statement)) continue;
        // Erased from the build: types only.
        if (isImport ? statement.importClause?.isTypeOnly : statement.isTypeOnly) continue;
        const specifier = statement.moduleSpecifier;
        if (specifier && ts.isStringLiteral(specifier)) visit(resolveImport(file, specifier.text));
      }
    };
    visit(path.join(src, 'server-scoring.ts'));

    const files = [...seen].map((file) => path.relative(path.resolve(src, '../..'), file));
    expect(
      files.filter((file) => !/\.ts$|^shared\/src\/contracts\/versions\.json$/.test(file)),
    ).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        'remote-games/src/dress/evidence.ts',
        'remote-games/src/pookalam/scoring.ts',
        'remote-games/src/sadya/rules.ts',
        'shared/src/contracts/scoring.ts',
      ]),
    );
  });
});
