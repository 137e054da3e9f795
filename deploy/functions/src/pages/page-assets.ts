// Where the pages function finds the host's renderer, its drawing and its build:
// `lib/pages/pages.json`, which build.mjs writes. For a deploy (`build.mjs --deploy`) it points at
// copies inside lib/pages (render-page.cjs, draw-page.js, app.html and screen-styles.json),
// deployed with the function; for the emulators it points at this checkout's host build, so a
// rebuild of the host shows at the next request. A file that changed is read again (and the
// drawing's sandboxes made afresh); one that did not is kept in memory. Nothing of a game is here:
// a game's server part comes from its version's published package (docs/decisions/054).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {
  pageDrawing,
  type HostRenderer,
  type PageDrawingDeps,
} from '../../../game-packages/page-drawing';
import type { PageAssets } from './pages';

/** lib/pages/pages.json: paths relative to its folder, or absolute. */
export interface PagesConfig {
  /** host/dist-prerender/render-page.cjs: what is decided about a page in this process. */
  renderer: string;
  /** host/dist-prerender/draw-page.js: what draws a page's body in its sandbox. */
  drawing: string;
  template: string;
  screenStyles: string;
}

export const PAGES_CONFIG = 'pages.json';

/** The assets named by a pages.json; throws, naming the file, when one is missing. */
export function pageAssetsFrom(
  configFile: string,
  packages: Pick<PageDrawingDeps, 'registry' | 'files'>,
): () => PageAssets {
  const dir = path.dirname(configFile);
  const at = (file: string) => path.resolve(dir, file);
  let kept: { stamp: string; assets: PageAssets; close: () => Promise<void> } | undefined;
  return () => {
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as PagesConfig;
    const files = [config.renderer, config.drawing, config.template, config.screenStyles].map(at);
    const stamp = files.map((file) => `${file}@${statSync(file).mtimeMs}`).join(' ');
    if (kept?.stamp === stamp) return kept.assets;
    const [rendererFile, drawingFile, templateFile, stylesFile] = files as [
      string,
      string,
      string,
      string,
    ];
    const renderer = loadFresh(rendererFile) as HostRenderer;
    const drawing = pageDrawing({
      renderer,
      drawing: readFileSync(drawingFile, 'utf8'),
      ...packages,
    });
    void kept?.close();
    kept = {
      stamp,
      close: () => drawing.close(),
      assets: {
        renderer,
        template: readFileSync(templateFile, 'utf8'),
        screenStyles: JSON.parse(readFileSync(stylesFile, 'utf8')) as Record<string, string[]>,
        drawing,
      },
    };
    return kept.assets;
  };
}

/**
 * A CommonJS file run afresh, whatever Node's module cache holds: a rebuilt renderer replaces the
 * old one. It may require Node's own modules, as render-page.cjs does.
 */
function loadFresh(file: string): unknown {
  const module = { exports: {} as unknown };
  const run = vm.runInThisContext(
    `(function (module, exports, require, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  ) as (...args: unknown[]) => void;
  run(module, module.exports, createRequire(file), file, path.dirname(file));
  return module.exports;
}

/**
 * The host's drawing and its module names from a pages.json, for the package's checks to draw a
 * game's page with (changeCampaign); undefined when the host was not built into the deploy.
 */
export function hostDrawingFrom(
  configFile: string,
): () => { source: string; parts: { drawing: string; serverPart: string } } | undefined {
  const dir = path.dirname(configFile);
  let kept:
    | { stamp: string; drawing: { source: string; parts: { drawing: string; serverPart: string } } }
    | undefined;
  return () => {
    try {
      const config = JSON.parse(readFileSync(configFile, 'utf8')) as PagesConfig;
      const [rendererFile, drawingFile] = [config.renderer, config.drawing].map((file) =>
        path.resolve(dir, file),
      ) as [string, string];
      const stamp = [rendererFile, drawingFile].map((file) => statSync(file).mtimeMs).join(' ');
      if (kept?.stamp !== stamp) {
        const renderer = loadFresh(rendererFile) as HostRenderer;
        kept = {
          stamp,
          drawing: { source: readFileSync(drawingFile, 'utf8'), parts: renderer.DRAW_PAGE_PARTS },
        };
      }
      return kept.drawing;
    } catch {
      return undefined;
    }
  };
}
