// Where the pages function finds the host's renderer and build: `lib/pages/pages.json`, which
// build.mjs writes. For a deploy (`build.mjs --deploy`) it points at copies inside lib/pages (the
// renderer, app.html, screen-styles.json and the release tree's server parts), deployed with the
// function; for the emulators it points at this checkout's host build and remotes, so a rebuild of
// the host shows at the next request. A file that changed is read again; one that did not is
// kept in memory.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { PageAssets, PageRenderer, ServerPartSources } from './pages';

/** lib/pages/pages.json: paths relative to its folder, or absolute. */
export interface PagesConfig {
  renderer: string;
  template: string;
  screenStyles: string;
  serverParts: ServerPartSources;
}

export const PAGES_CONFIG = 'pages.json';

/** The assets named by a pages.json; throws, naming the file, when one is missing. */
export function pageAssetsFrom(configFile: string): () => PageAssets {
  const dir = path.dirname(configFile);
  const at = (file: string) => path.resolve(dir, file);
  let kept: { stamp: string; assets: PageAssets } | undefined;
  return () => {
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as PagesConfig;
    const files = [config.renderer, config.template, config.screenStyles].map(at);
    const stamp = files.map((file) => `${file}@${statSync(file).mtimeMs}`).join(' ');
    if (kept?.stamp === stamp) return kept.assets;
    const [rendererFile, templateFile, stylesFile] = files as [string, string, string];
    const assets: PageAssets = {
      renderer: loadFresh(rendererFile) as PageRenderer,
      template: readFileSync(templateFile, 'utf8'),
      screenStyles: JSON.parse(readFileSync(stylesFile, 'utf8')) as Record<string, string[]>,
      serverParts: {
        ...config.serverParts,
        releasesDir: at(config.serverParts.releasesDir),
      },
    };
    kept = { stamp, assets };
    return assets;
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
