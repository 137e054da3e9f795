/** @jest-environment node */
// docs/games-sdk.md is what a team outside this repository builds a game from: its samples are
// compiled here against the real contract of shared/, so the document fails the tests the moment
// the contract changes under it. Every ```ts or ```tsx block marked `sample=<file>` is written out
// as that file and type-checked with the others; the contract file (platform-contract.ts) is
// checked type by type against shared's, its constants against shared's values, and the
// game-package.json sample against the package schema. The game built from the document
// (outside-games/vallam-kali) must carry the contract file as the document gives it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as realGame from '../../shared/src/contracts/game';
import * as realScoring from '../../shared/src/contracts/scoring';
import { GAME_PACKAGE_API, parseGamePackage } from '../../shared/src/contracts/game-package';

const repoRoot = path.resolve(__dirname, '../..');
const DOC = path.join(repoRoot, 'docs/games-sdk.md');

interface Sample {
  file: string;
  lang: string;
  code: string;
}

function samplesOf(markdown: string): Sample[] {
  return [...markdown.matchAll(/^```(\w+) sample=([\w.-]+)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1] ?? '',
    file: match[2] ?? '',
    code: match[3] ?? '',
  }));
}

const samples = samplesOf(readFileSync(DOC, 'utf8'));
const sample = (file: string) => {
  const found = samples.find((s) => s.file === file);
  if (!found) throw new Error(`docs/games-sdk.md has no sample ${file}`);
  return found.code;
};

/** Each of the doc's types against shared's: the same both ways. */
const CONTRACT_CHECK = (shared: string) => `
import type * as Doc from './platform-contract';
import type * as Game from '${shared}/contracts/game';
import type * as Scoring from '${shared}/contracts/scoring';
import type * as Pkg from '${shared}/contracts/game-package';
import type { Locale, LocalizedText } from '${shared}/i18n/locale';
import type { ContractVersion } from '${shared}/contracts/version';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(ok: Same<A, B>) => ok;

same<Doc.Locale, Locale>(true);
same<Doc.LocalizedText, LocalizedText>(true);
same<Doc.ContractVersion, ContractVersion>(true);
same<Doc.BothLanguages, Pkg.BothLanguages>(true);
same<Doc.PlayEvidence, Game.PlayEvidence>(true);
same<Doc.FinishedPlay, Game.FinishedPlay>(true);
same<Doc.GameCreation, Game.GameCreation>(true);
same<Doc.GameProps, Game.GameProps>(true);
same<Doc.GameMeta, Game.GameMeta>(true);
same<Doc.GameModule, Game.GameModule>(true);
same<Doc.ScoredPlay, Scoring.ScoredPlay>(true);
same<Doc.ScoringModule, Scoring.ScoringModule>(true);
same<Doc.EvidenceError, Scoring.EvidenceError>(true);
same<Doc.TutorialStep, Pkg.TutorialFacts>(true);
same<Doc.GameSample, Pkg.GameSample>(true);
same<Doc.GameFacts, Pkg.GameFacts>(true);
same<Doc.GamePackage, Pkg.GamePackage>(true);
`;

describe('docs/games-sdk.md', () => {
  it('has the samples it is checked by', () => {
    expect(samples.map((s) => s.file).sort()).toEqual(
      expect.arrayContaining([
        'game-package.json',
        'my-game.tsx',
        'platform-contract.ts',
        'rules.ts',
        'scoring.ts',
        'server-modules.ts',
      ]),
    );
  });

  it('compiles every TypeScript sample, and its contract file is the contract of shared/', () => {
    // Inside the repository, so `react` and its types resolve as a game's own would.
    const dir = mkdtempSync(path.join(repoRoot, 'docs/__tests__/.samples-'));
    try {
      const files = samples
        .filter((s) => s.lang === 'ts' || s.lang === 'tsx')
        .map((s) => {
          const file = path.join(dir, s.file);
          writeFileSync(file, s.code);
          return file;
        });
      const check = path.join(dir, 'contract-check.ts');
      writeFileSync(check, CONTRACT_CHECK(path.join(repoRoot, 'shared/src')));
      const program = ts.createProgram([...files, check], {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.ReactJSX,
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: false,
        resolveJsonModule: true,
        isolatedModules: true,
        skipLibCheck: true,
        noEmit: true,
        types: [],
      });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => {
        const where = d.file
          ? `${path.relative(dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
          : '';
        return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      });
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives the contract's values as shared has them", () => {
    const text = sample('platform-contract.ts');
    const value = (name: string) => new RegExp(`export const ${name} = ([^;]+);`).exec(text)?.[1];
    expect(value('GAME_CONTRACT_VERSION')).toBe(`'${realGame.GAME_CONTRACT_VERSION}'`);
    expect(Number(value('MAX_SCORE'))).toBe(realGame.MAX_SCORE);
    expect(Number(value('SCORING_API_VERSION'))).toBe(realScoring.SCORING_API_VERSION);
    expect(Number(value('GAME_PACKAGE_API'))).toBe(GAME_PACKAGE_API);
    expect(value('PLAY_MAX_DURATION_MS')).toBe('2 * 60 * 60 * 1000');
    expect(2 * 60 * 60 * 1000).toBe(realGame.PLAY_MAX_DURATION_MS);
  });

  it("gives a game-package.json that fits the package's schema", () => {
    const parsed = parseGamePackage(JSON.parse(sample('game-package.json')));
    expect(parsed).toMatchObject({ ok: true });
  });

  it('is what the game built from it carries: outside-games/vallam-kali has its contract file', () => {
    const copied = readFileSync(
      path.join(repoRoot, 'outside-games/vallam-kali/src/platform-contract.ts'),
      'utf8',
    );
    expect(copied).toBe(sample('platform-contract.ts'));
  });
});
