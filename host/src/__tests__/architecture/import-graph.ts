// Reads the repository's import graph with TypeScript's own scanner, for the architecture test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Graph } from './graph-rules';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');

const SOURCE_FILE = /\.(tsx?|mjs|cjs|js)$/;
/** Folders of installed or generated code: nobody writes the imports in them. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'dist-prerender', '.output', 'lib', 'tools']);
const CANDIDATE_ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
/** The workspace's packages other than shared, by the folder each lives in. */
const PACKAGE_FOLDERS: Readonly<Record<string, string>> = {
  '@onam/host': 'host',
  '@onam/remote-games': 'remote-games',
  '@onam/remote-auth': 'remote-auth',
  '@onam/deploy': 'deploy',
};

/** Whether a file is a test or a test's helper (anything under `__tests__/`). */
export const isTestFile = (file: string): boolean => file.split('/').includes('__tests__');

function sourceFiles(roots: readonly string[]): string[] {
  return roots
    .filter((dir) => existsSync(path.join(REPO_ROOT, dir)))
    .flatMap((dir) =>
      readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
        .map((name) => name.split(path.sep).join('/'))
        .filter(
          (name) => SOURCE_FILE.test(name) && !name.split('/').some((part) => NOT_SOURCE.has(part)),
        )
        .map((name) => path.posix.join(dir, name)),
    );
}

/**
 * The file an import names, as a repository path, or undefined for a package from the registry. A
 * stylesheet or another file that is no source is named as written: it imports nothing, but whose
 * folder it is in matters. `@onam/shared/…` maps as its package.json's exports (and Jest) do;
 * another workspace package maps to its folder, so an import of it is seen even where it would not
 * resolve.
 */
export function resolveImport(
  from: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | undefined {
  let base: string;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.posix.join(path.posix.dirname(from), specifier);
  } else if (specifier.startsWith('@onam/shared/react/')) {
    base = `shared/src/react/${specifier.slice('@onam/shared/react/'.length)}.tsx`;
  } else if (specifier.startsWith('@onam/shared/build/')) {
    base = `shared/build/${specifier.slice('@onam/shared/build/'.length)}`;
  } else if (specifier.startsWith('@onam/shared/')) {
    base = `shared/src/${specifier.slice('@onam/shared/'.length)}.ts`;
  } else {
    const name = Object.keys(PACKAGE_FOLDERS).find(
      (pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`),
    );
    return name === undefined
      ? undefined
      : `${PACKAGE_FOLDERS[name]}/${specifier.slice(name.length + 1) || 'package.json'}`;
  }
  const candidates = CANDIDATE_ENDINGS.map((ending) => base + ending);
  // TypeScript written for Node's ES modules names its imports `.js`.
  if (base.endsWith('.js')) candidates.push(base.replace(/\.js$/, '.ts'));
  return candidates.find((file) => known.has(file)) ?? base;
}

/**
 * Every source file under `roots` with the files it imports: static imports, type-only ones,
 * re-exports, `import()` and `require()`, each counted once.
 */
export function readImportGraph(roots: readonly string[]): Graph {
  const files = sourceFiles(roots);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      // Comments and strings are no trouble to the scanner, and it resolves and checks nothing.
      const { importedFiles } = ts.preProcessFile(
        readFileSync(path.join(REPO_ROOT, file), 'utf8'),
        true,
        true,
      );
      const targets = importedFiles
        .map(({ fileName }) => resolveImport(file, fileName, known))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}
