/** @jest-environment node */
// The source files' import graph has no cycle, and only the composition imports app/
// (docs/decisions/031). Every import counts: static, type-only, re-exports and import(), since a
// lazy screen that imports what lists it is still a circle a reader has to untangle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const repoRoot = path.resolve(__dirname, '../../..');

/** The trees whose files may not import in a circle. */
const SOURCE_ROOTS = ['host/src', 'shared/src', 'remote-games/src', 'remote-auth/src'];

const SOURCE_FILE = /\.tsx?$/;
const CANDIDATE_ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

type Graph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(roots: readonly string[]): string[] {
  return roots.flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE_FILE.test(name) && !name.split(path.sep).includes('node_modules'))
      .map((name) => path.posix.join(dir, name.split(path.sep).join('/'))),
  );
}

/**
 * The file an import names, as repository path, or undefined for packages and for what is not a
 * source file (stylesheets, fonts). `@onam/shared/…` maps as package.json's exports (and Jest) do.
 */
function resolveImport(from: string, specifier: string, known: ReadonlySet<string>) {
  let base: string;
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.posix.join(path.posix.dirname(from), specifier);
  } else if (specifier.startsWith('@onam/shared/react/')) {
    base = `shared/src/react/${specifier.slice('@onam/shared/react/'.length)}.tsx`;
  } else if (
    specifier.startsWith('@onam/shared/') &&
    !specifier.startsWith('@onam/shared/build/')
  ) {
    base = `shared/src/${specifier.slice('@onam/shared/'.length)}.ts`;
  } else {
    return undefined;
  }
  return CANDIDATE_ENDINGS.map((ending) => base + ending).find((file) => known.has(file));
}

function importGraph(roots: readonly string[]): Graph {
  const files = sourceFiles(roots);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      // TypeScript's own scanner: it finds every import, export-from and import() (comments and
      // strings are no trouble), without resolving or type-checking anything.
      const { importedFiles } = ts.preProcessFile(
        readFileSync(path.join(repoRoot, file), 'utf8'),
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

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    const own = index.size;
    index.set(file, own);
    let lowest = own;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest = Math.min(lowest, low.get(target) ?? lowest);
      } else if (onStack.has(target)) {
        lowest = Math.min(lowest, index.get(target) ?? lowest);
      }
    }
    low.set(file, lowest);
    if (lowest !== own) return;
    const component = stack.splice(stack.lastIndexOf(file));
    component.forEach((member) => onStack.delete(member));
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** The shortest way round a component from its first file, for the message: `a → b → c → a`. */
function oneLoop(graph: Graph, component: readonly string[]): string {
  const members = new Set(component);
  const [start = ''] = [...component].sort();
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const file = queue[at] ?? '';
    for (const target of graph.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const way: string[] = [];
        for (
          let step: string | undefined = file;
          step && step !== start;
          step = cameFrom.get(step)
        ) {
          way.unshift(step);
        }
        return [start, ...way, start].join(' → ');
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return component.join(', ');
}

describe('import graph', () => {
  const graph = importGraph(SOURCE_ROOTS);

  it('reads the sources it should', () => {
    // A broken reader would pass the tests below by finding nothing.
    expect(graph.get('host/src/bootstrap.tsx')).toEqual(
      expect.arrayContaining(['host/src/app/router.tsx', 'shared/src/manifest/schema.ts']),
    );
    expect(graph.get('host/src/app/routes.tsx')).toEqual(
      expect.arrayContaining(['host/src/screens/home/home-screen.tsx']),
    );
    expect(graph.get('host/src/app/providers.tsx')).toEqual(
      expect.arrayContaining(['shared/src/react/host-context.tsx']),
    );
  });

  it('finds a circle when there is one', () => {
    const loop: Graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
    ]);
    const found = circles(loop);
    expect(found.map((component) => oneLoop(loop, component))).toEqual([
      'a.ts → b.ts → c.ts → a.ts',
    ]);
  });

  it(`has no import cycle in ${SOURCE_ROOTS.join(', ')}`, () => {
    const loops = circles(graph).map(
      (component) => `${oneLoop(graph, component)}  (${component.length} files in the circle)`,
    );
    expect(loops).toEqual([]);
  });

  const hostEdges = [...graph]
    .filter(([file]) => file.startsWith('host/src/') && !file.includes('/__tests__/'))
    .flatMap(([file, targets]) =>
      targets.filter((target) => target.startsWith('host/src/')).map((target) => [file, target]),
    );

  it('lets only the composition import app/', () => {
    const composition = [
      /^host\/src\/app\//,
      /^host\/src\/bootstrap\.tsx$/,
      /^host\/src\/prerender\//,
    ];
    const intoApp = hostEdges
      .filter(
        ([file = '', target = '']) =>
          target.startsWith('host/src/app/') && !composition.some((p) => p.test(file)),
      )
      .map(([file, target]) => `${file} → ${target}`);
    expect(intoApp).toEqual([]);
  });

  it("keeps the host's folders in layers: no folder imports one that imports it back", () => {
    // host/src/<folder>/…, or the file itself at the top (index.ts, bootstrap.tsx).
    const folderOf = (file: string) => file.split('/')[2] ?? file;
    const folders = new Map<string, Set<string>>();
    for (const [file = '', target = ''] of hostEdges) {
      const [from, to] = [folderOf(file), folderOf(target)];
      if (!folders.has(from)) folders.set(from, new Set());
      if (from !== to) folders.get(from)?.add(to);
    }
    const folderGraph: Graph = new Map([...folders].map(([from, to]) => [from, [...to]]));
    expect(circles(folderGraph).map((component) => oneLoop(folderGraph, component))).toEqual([]);
  });
});
