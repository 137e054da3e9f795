/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../compile-hints.js';

/** A small app: an entry that loads one chunk at start and another one later. */
function app(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'src/index.js'),
    `import(/* webpackChunkName: "screen" */ './screen').then((m) => m.show());
     document.body.onclick = () => import(/* webpackChunkName: "later" */ './later').then((m) => m.run());`,
  );
  writeFileSync(
    path.join(dir, 'src/screen.js'),
    'export const show = () => console.log("screen");',
  );
  writeFileSync(path.join(dir, 'src/later.js'), 'export const run = () => console.log("later");');
  return dir;
}

/** The app built in production, with or without the plugin; each output file's name and text. */
function build(dir: string, plugin?: CompileHintsPlugin): Promise<Map<string, string>> {
  const out = path.join(dir, plugin ? 'with' : 'without');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: out, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: plugin ? [plugin] : [],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const files = new Map<string, string>();
      for (const name of readdirSync(out)) {
        files.set(name, readFileSync(path.join(out, name), 'utf8'));
      }
      resolve(files);
    });
  });
}

const named = (files: Map<string, string>, prefix: string) =>
  [...files.entries()].find(([name]) => name.startsWith(`${prefix}.`)) ?? ['', ''];

describe('the compile hint on the scripts a page runs as it loads', () => {
  let dir: string;
  beforeAll(() => {
    dir = app();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('begins the scripts of the chosen groups, after minification, and no other', async () => {
    const files = await build(
      dir,
      new CompileHintsPlugin((group) => group === 'main' || group === 'screen'),
    );
    expect(named(files, 'main')[1].startsWith(COMPILE_HINT)).toBe(true);
    expect(named(files, 'screen')[1].startsWith(COMPILE_HINT)).toBe(true);
    expect(named(files, 'later')[1]).not.toContain('allFunctionsCalledOnLoad');
    // Minified: the comment is the first line, the code the one after it.
    expect(named(files, 'screen')[1].split('\n')).toHaveLength(2);
  });

  it('names a hinted script by its bytes: its content hash changes with the hint', async () => {
    const without = await build(dir);
    const withHint = await build(dir, new CompileHintsPlugin((group) => group === 'screen'));
    expect(named(withHint, 'screen')[0]).not.toBe(named(without, 'screen')[0]);
    expect(named(withHint, 'later')[0]).toBe(named(without, 'later')[0]);
  });
});
