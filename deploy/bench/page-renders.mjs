// How many pages one instance of the pages function draws a second: `/` and `/game` in English
// and Malayalam for the local campaign, one after another, as an instance with one vCPU draws
// them, two ways side by side (docs/decisions/053):
// - sandboxed: as the function draws them now (deploy/game-packages/page-drawing.ts): planned in
//   this process, the body drawn in a sandbox by the host's drawing beside the game version's
//   server part (read from the current build, checked against its hashes), then composed here;
// - in process: the same drawing and server part evaluated in this process and called directly,
//   as pages were drawn before they moved into sandboxes.
// The function's own memory of recent pages is left out: every render here is a full one.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { tsImport } from 'tsx/esm/api';
import { defaultCampaignFile, repoRoot } from '../hosting/apps.mjs';
import {
  DRAWING_FILE,
  loadRenderer,
  localReleaseTree,
  SCREEN_STYLES_FILE,
} from '../hosting/renderer.mjs';

const WARM_UP = 20;
const MEASURE_MS = 3000;

/**
 * Evaluates a CommonJS file's text in this process, its `require` answered from `provided`.
 * @param {string} source @param {string} filename @param {Record<string, unknown>} [provided]
 * @returns {Record<string, unknown>}
 */
function evaluateHere(source, filename, provided = {}) {
  /** @type {{ exports: Record<string, unknown> }} */
  const module = { exports: {} };
  const require = (/** @type {string} */ id) => {
    if (Object.hasOwn(provided, id)) return provided[id];
    throw new Error(`${filename} requires ${id}`);
  };
  vm.runInThisContext(`(function (module, exports, require) {${source}\n})`, { filename })(
    module,
    module.exports,
    require,
  );
  return module.exports;
}

/**
 * The local release tree read from this machine's files rather than over HTTP: the bench measures
 * drawing, not the preview's serving. A URL is its remote's current build or published folder.
 * @param {ReturnType<typeof localReleaseTree>} tree
 * @returns {(url: string) => Promise<Buffer>}
 */
function readLocally(tree) {
  return async (url) => {
    for (const [remote, origin] of Object.entries(tree.origins)) {
      if (!url.startsWith(`${origin}/`)) continue;
      const rest = url.slice(origin.length + 1);
      const published = path.join(tree.releasesDir, remote, rest);
      const current = path.join(tree.currentBuilds[remote] ?? '', rest);
      return readFile(published).catch(() => readFile(current));
    }
    throw new Error(`${url} is not served here`);
  };
}

/**
 * @param {{ paths?: string[], locales?: Array<'en' | 'ml'>, measureMs?: number }} [options]
 * @returns {Promise<Array<{ path: string, locale: string, way: 'sandboxed' | 'in process', rendersPerSecond: number, meanMs: number, firstMs: number, bytes: number }>>}
 */
export async function measurePageRenders({
  paths = ['/', '/game'],
  locales = ['en', 'ml'],
  measureMs = MEASURE_MS,
} = {}) {
  const renderer = loadRenderer();
  if (!renderer) throw new Error('host/dist-prerender/render-page.cjs is missing: pnpm build');
  /** @type {typeof import('../game-packages/page-drawing')} */
  const { pageDrawing } = await tsImport('../game-packages/page-drawing.ts', import.meta.url);
  /** @type {typeof import('../game-packages/release-tree')} */
  const { releaseTreeRegistry } = await tsImport(
    '../game-packages/release-tree.ts',
    import.meta.url,
  );
  /** @type {typeof import('../game-packages/registry')} */
  const { keptRegistry } = await tsImport('../game-packages/registry.ts', import.meta.url);
  /** @type {typeof import('../game-packages/published-files')} */
  const { publishedFiles } = await tsImport('../game-packages/published-files.ts', import.meta.url);
  const dist = path.join(repoRoot, 'host/dist');
  const template = readFileSync(path.join(dist, 'app.html'), 'utf8');
  const screenStyles = JSON.parse(readFileSync(path.join(dist, SCREEN_STYLES_FILE), 'utf8'));
  const manifest = JSON.parse(readFileSync(defaultCampaignFile, 'utf8'));
  const drawingSource = readFileSync(DRAWING_FILE, 'utf8');
  const tree = localReleaseTree();
  const sandboxed = pageDrawing({
    renderer,
    drawing: drawingSource,
    // Kept as the functions keep the registry's records (a record never changes once published).
    registry: keptRegistry(releaseTreeRegistry(tree)),
    files: publishedFiles(readLocally(tree)),
  });

  // The same code evaluated here: the drawing, and the games' current server part beside it.
  const here = evaluateHere(drawingSource, DRAWING_FILE);
  const partFile = path.join(tree.currentBuilds.games ?? '', 'server/modules.cjs');
  const part = evaluateHere(
    readFileSync(partFile, 'utf8'),
    partFile,
    /** @type {Record<string, unknown>} */ (here.SHARED_MODULES),
  );
  const drawPage =
    /** @type {(request: object, moduleOf: (name: string) => unknown) => Promise<{ ok: boolean, html?: string, reason?: string }>} */ (
      here.drawPage
    );
  const inProcess = async (/** @type {{ path: string, locale: 'en' | 'ml' }} */ request) => {
    const now = Date.now();
    const plan = renderer.planPage({ manifest, ...request, now });
    if (!plan.ok) return { ok: false, reason: plan.reason };
    const drawn = await drawPage({ manifest, ...request, now }, (name) =>
      name === 'server-part' && plan.game ? part : undefined,
    );
    if (!drawn.ok || typeof drawn.html !== 'string') return { ok: false, reason: drawn.reason };
    return {
      ok: true,
      page: renderer.composeDocument({ template, screenStyles, plan, html: drawn.html }),
    };
  };

  const ways = {
    sandboxed: (/** @type {{ path: string, locale: 'en' | 'ml' }} */ request) =>
      sandboxed.draw({ template, screenStyles, manifest, ...request, now: Date.now() }),
    'in process': inProcess,
  };
  const results = [];
  for (const pagePath of paths) {
    for (const locale of locales) {
      for (const [
        way,
        draw,
      ] of /** @type {Array<['sandboxed' | 'in process', typeof inProcess]>} */ (
        Object.entries(ways)
      )) {
        const once = async () => {
          const result = await draw({ path: pagePath, locale });
          if (!result.ok || !('page' in result) || typeof result.page !== 'string') {
            throw new Error(
              `${pagePath} (${locale}, ${way}) not drawn: ${'reason' in result ? result.reason : ''}`,
            );
          }
          return result.page.length;
        };
        const firstStart = performance.now();
        await once();
        const firstMs = performance.now() - firstStart;
        for (let i = 0; i < WARM_UP; i += 1) await once();
        let count = 0;
        let bytes = 0;
        const start = performance.now();
        while (performance.now() - start < measureMs) {
          bytes = await once();
          count += 1;
        }
        const elapsed = performance.now() - start;
        results.push({
          path: pagePath,
          locale,
          way,
          rendersPerSecond: (count * 1000) / elapsed,
          meanMs: elapsed / count,
          firstMs,
          bytes,
        });
      }
    }
  }
  await sandboxed.close();
  return results;
}

// `node deploy/bench/page-renders.mjs`: the figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await measurePageRenders()) {
    console.log(
      `${row.path.padEnd(6)} ${row.locale} ${row.way.padEnd(10)} ${row.rendersPerSecond.toFixed(1).padStart(6)} pages/s, mean ${row.meanMs.toFixed(1)} ms, first ${row.firstMs.toFixed(0)} ms, ${row.bytes} bytes`,
    );
  }
  process.exit(0);
}
