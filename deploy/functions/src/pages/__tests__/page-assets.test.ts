/** @jest-environment node */
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeTempDirs, tempDir } from '../../testing/temp-dirs';
import { pageAssetsFrom, PAGES_CONFIG } from '../page-assets';

afterAll(removeTempDirs);

/** No version is published: only the host's own pages could be drawn with these. */
const packages = {
  registry: { record: async () => null },
  files: {
    file: async () => {
      throw new Error('nothing is published');
    },
  },
};

/** lib/pages as build.mjs --deploy writes it: copies beside pages.json, paths relative to it. */
function deployedPages() {
  const dir = tempDir('pages-assets-');
  const write = (file: string, text: string, at?: number) => {
    writeFileSync(path.join(dir, file), text);
    if (at) utimesSync(path.join(dir, file), at, at);
  };
  write('render-page.cjs', 'module.exports = { PRERENDERED_PATHS: ["/"], drawn: 1 };', 1000);
  write('draw-page.js', 'exports.drawPage = () => ({ ok: true, html: "" });', 1000);
  write('app.html', '<div id=root></div>', 1000);
  write('screen-styles.json', '{"screen-home":["/css/home.css"]}', 1000);
  write(
    PAGES_CONFIG,
    JSON.stringify({
      renderer: 'render-page.cjs',
      drawing: 'draw-page.js',
      template: 'app.html',
      screenStyles: 'screen-styles.json',
    }),
  );
  return { dir, write };
}

describe("where the pages function finds the host's renderer and drawing", () => {
  it('reads the files pages.json names, relative to it, and draws with them', () => {
    const { dir } = deployedPages();
    const assets = pageAssetsFrom(path.join(dir, PAGES_CONFIG), packages)();
    expect(assets.template).toBe('<div id=root></div>');
    expect(assets.screenStyles).toEqual({ 'screen-home': ['/css/home.css'] });
    expect(assets.renderer).toMatchObject({ PRERENDERED_PATHS: ['/'], drawn: 1 });
    expect(typeof assets.drawing.draw).toBe('function');
  });

  it('keeps them while they are unchanged, and reads a rebuilt host at the next request', () => {
    const { dir, write } = deployedPages();
    const assets = pageAssetsFrom(path.join(dir, PAGES_CONFIG), packages);
    const first = assets();
    expect(assets()).toBe(first);
    write('render-page.cjs', 'module.exports = { PRERENDERED_PATHS: ["/"], drawn: 2 };', 2000);
    write('app.html', '<div id=root></div><!-- rebuilt -->', 2000);
    const rebuilt = assets();
    expect(rebuilt.renderer).toMatchObject({ drawn: 2 });
    expect(rebuilt.template).toContain('rebuilt');
    // A new drawing, whose sandboxes hold the rebuilt code.
    write('draw-page.js', 'exports.drawPage = () => ({ ok: true, html: "again" });', 3000);
    expect(assets().drawing).not.toBe(rebuilt.drawing);
  });

  it('throws, naming the file, when the host was not built into the deploy', () => {
    const dir = tempDir('pages-none-');
    expect(() => pageAssetsFrom(path.join(dir, PAGES_CONFIG), packages)()).toThrow(/pages\.json/);
  });
});
