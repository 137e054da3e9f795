// The architecture test's rules, on any import graph: the repository's, or a small made-up one that
// shows a rule catches what it should.

/** Each file with the files it imports. */
export type Graph = ReadonlyMap<string, readonly string[]>;

/** Which folder (or layer, or package) a file belongs to; undefined leaves it out of a rule. */
export type FolderOf = (file: string) => string | undefined;

function edges(graph: Graph): [string, string][] {
  return [...graph].flatMap(([file, targets]) =>
    targets.map((target): [string, string] => [file, target]),
  );
}

/** The graph with only the imports of the files `keep` keeps. */
export function importsOf(graph: Graph, keep: (file: string) => boolean): Graph {
  return new Map([...graph].filter(([file]) => keep(file)));
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function circles(graph: Graph): string[][] {
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
export function oneLoop(graph: Graph, component: readonly string[]): string {
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

/** Each circle of imports, one loop spelled out, with how many files (or folders) are in it. */
export function cycles(graph: Graph): string[] {
  return circles(graph).map(
    (component) => `${oneLoop(graph, component)}  (${component.length} in the circle)`,
  );
}

/**
 * The graph of folders: a folder imports another when one of its files imports one of the other's.
 * Files `folderOf` leaves out, and imports within a folder, are not in it.
 */
export function folderGraph(graph: Graph, folderOf: FolderOf): Graph {
  const folders = new Map<string, Set<string>>();
  for (const [file, target] of edges(graph)) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === undefined || to === undefined) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    if (from !== to) folders.get(from)?.add(to);
  }
  return new Map([...folders].map(([from, to]) => [from, [...to].sort()]));
}

/**
 * Imports that go up a stack of layers (the first layer is the top): a folder may import its own
 * layer's folders and those of the layers below, never one above. A folder in no layer is reported
 * too, so a new folder is given its place rather than slipping past the rule.
 */
export function layerViolations(
  graph: Graph,
  layers: readonly (readonly string[])[],
  folderOf: FolderOf,
): string[] {
  const layerOf = new Map(layers.flatMap((folders, at) => folders.map((f) => [f, at] as const)));
  const unplaced = new Set<string>();
  const upward: string[] = [];
  for (const [file, target] of edges(graph)) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === undefined || to === undefined) continue;
    for (const folder of [from, to]) if (!layerOf.has(folder)) unplaced.add(folder);
    const [fromLayer, toLayer] = [layerOf.get(from), layerOf.get(to)];
    if (fromLayer !== undefined && toLayer !== undefined && toLayer < fromLayer) {
      upward.push(
        `${file} → ${target} (${from}, layer ${fromLayer + 1}, imports ${to}, layer ${toLayer + 1})`,
      );
    }
  }
  return [...[...unplaced].sort().map((folder) => `${folder} is in no layer`), ...upward];
}

/** Imports from a file `from` matches to one `to` matches, as `file → target`. */
export function forbiddenImports(
  graph: Graph,
  from: (file: string) => boolean,
  to: (file: string) => boolean,
): string[] {
  return edges(graph)
    .filter(([file, target]) => from(file) && to(target))
    .map(([file, target]) => `${file} → ${target}`);
}

/**
 * Imports between different folders of one kind (`folderOf` names the folder, undefined for a file
 * outside them): one screen's files importing another screen's.
 */
export function crossFolderImports(graph: Graph, folderOf: FolderOf): string[] {
  return edges(graph)
    .filter(([file, target]) => {
      const [from, to] = [folderOf(file), folderOf(target)];
      return from !== undefined && to !== undefined && from !== to;
    })
    .map(([file, target]) => `${file} → ${target}`);
}
