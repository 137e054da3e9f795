// Builds the floor page (floor-app.mjs) into `outDir`: the client bundle by webpack in production
// mode, minified as the host's is, with the host's own React (the same version and build), and
// index.html holding the page drawn by react-dom/server, as the pages function draws the site's.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const dir = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(dir, '../../..');
const hostModules = path.join(repoRoot, 'host/node_modules');
const fromHost = createRequire(path.join(repoRoot, 'host/package.json'));

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#fbf7ea;color:#1a1a1a}
.floor{max-width:40rem;margin:0 auto;padding:1rem}
header{display:flex;justify-content:space-between;align-items:center;gap:1rem}
h1{font-size:2rem;margin:0}
button{font:inherit;min-height:48px;padding:0 1rem}
.tiles{list-style:none;padding:0;display:grid;gap:1rem}
.tiles a{display:block;padding:2.5rem 1rem;border-radius:1rem;background:#f4c430;color:inherit;font-size:1.5rem;text-align:center}
footer{margin-top:2rem;font-size:.875rem}`;

/** @param {import('webpack').Configuration} config */
const compile = (config) =>
  new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(undefined);
    });
  });

/**
 * @param {string} outDir
 * @returns {Promise<string>} outDir
 */
export async function buildFloor(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await compile({
    mode: 'production',
    target: 'web',
    entry: path.join(dir, 'floor-client.mjs'),
    output: { path: outDir, filename: 'floor.[contenthash:8].js', clean: false },
    resolve: { modules: [hostModules, 'node_modules'] },
    devtool: false,
  });
  const script = readdirSync(outDir).find((f) => /^floor\.[0-9a-f]{8}\.js$/.test(f));
  if (!script) throw new Error(`the floor's build wrote no script in ${outDir}`);
  // The same React as the bundle's, drawing the same component.
  const React = fromHost('react');
  const { renderToString } = fromHost('react-dom/server');
  const { FloorApp } = await import(pathToFileURL(path.join(dir, 'floor-app.mjs')).href);
  const drawn = renderToString(React.createElement(FloorApp));
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The floor</title>
<link rel="stylesheet" href="/floor.css">
<script defer src="/${script}"></script>
</head>
<body><div id="root">${drawn}</div></body>
</html>
`,
  );
  writeFileSync(path.join(outDir, 'floor.css'), STYLE);
  return outDir;
}
