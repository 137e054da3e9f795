// `pnpm bench:compare --before=<checkout>`: Lighthouse on two builds side by side in one run, so a
// change is judged against what it replaces on the same machine in the same minutes (this
// machine's speed swings from day to day, and with it every figure; docs/benchmark.md).
//
//   git worktree add /tmp/before main && (cd /tmp/before && pnpm install --offline && pnpm build)
//   flock /tmp/onam-e2e.lock pnpm bench:compare --before=/tmp/before [--route=/dashboard]...
//     [--runs=5] [--loaded] [--tier=mid] [--adapter=firebase]
//
// Each side is served by its own checkout's static server and prerenderer (the before side on
// ports 7000-7002, clear of the Functions emulator's 5001; this checkout on 4000-4002) against the
// Auth emulator, and the audits alternate before, after, before, after… in one Chromium profile,
// so a slow minute falls on both sides.
// --loaded keeps one core busy throughout, as the main bench does; each load is audited as a
// low-tier phone (--tier=mid: a mid-tier one), the CPU slowdown calibrated from that load's
// benchmarkIndex (cheap-phone.mjs), so both sides are the same phone. --adapter=firebase serves
// both on the backend visitors get in production, the firebase adapter, against the emulators
// (the emulated mode), where the default is the local manifest's local adapter. Reports go to
// .output/bench/compare/. A measurement, not a test: it never fails on a number.
import '../scripts/loopback-only.cjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { signInVisitor, AUTH_EMULATOR } from './lighthouse-signed-in.mjs';
import { median, startLighthouseBrowser } from './lighthouse.mjs';
import { repoRoot } from '../hosting/apps.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { emulatedBackend, startBackendEmulators } from '../scripts/emulators.mjs';

const outDir = path.join(repoRoot, '.output/bench/compare');
const option = (/** @type {string} */ name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const routes = process.argv.filter((a) => a.startsWith('--route=')).map((a) => a.slice(8));
const runs = Number(option('runs') ?? 5);
const loaded = process.argv.includes('--loaded');
const tierOption = option('tier') ?? 'low';
if (tierOption !== 'low' && tierOption !== 'mid')
  throw new Error(`--tier=${tierOption}: low or mid`);
/** @type {import('./cheap-phone.mjs').Tier} */
const tier = tierOption;
if (option('cpu'))
  throw new Error('--cpu is gone: the CPU is calibrated, --tier=low or --tier=mid');
const beforeRoot = option('before');
const adapter = option('adapter') ?? 'local';
if (adapter !== 'local' && adapter !== 'firebase')
  throw new Error(`--adapter=${adapter}: local or firebase`);

/**
 * Serves a checkout's built apps with that checkout's own server code, its remotes `offset` ports
 * up, on a copy of its local manifest pointed at them and at the Auth emulator.
 * @param {string} root
 * @param {number} offset
 */
async function serveCheckout(root, offset) {
  const load = (/** @type {string} */ file) => import(pathToFileURL(path.join(root, file)).href);
  const { startStaticServer } = await load('deploy/preview/static-server.mjs');
  const { hostPrerenderOptions } = await load('deploy/preview/prerender.mjs');
  const hosting = await load('deploy/hosting/apps.mjs');
  /** @type {typeof import('../hosting/apps.mjs').apps} */
  const apps = hosting.apps;
  const { defaultCampaignFile } = hosting;
  /** @type {{ remotes: Record<string, { entry: string }>, backend: { firebase: unknown, emulators?: { auth?: string }, mediaUpload?: string } }} */
  const manifest = JSON.parse(readFileSync(defaultCampaignFile, 'utf8'));
  const shift = (/** @type {string} */ url) =>
    url.replace(/:(\d+)\//, (_m, /** @type {string} */ port) => `:${Number(port) + offset}/`);
  for (const remote of Object.values(manifest.remotes)) remote.entry = shift(remote.entry);
  if (manifest.backend.mediaUpload)
    manifest.backend.mediaUpload = shift(manifest.backend.mediaUpload);
  manifest.backend = {
    ...manifest.backend,
    emulators: { ...manifest.backend.emulators, auth: AUTH_EMULATOR },
  };
  if (adapter === 'firebase') manifest.backend = emulatedBackend(manifest.backend);
  const campaignFile = path.join(outDir, `campaign-${offset}.json`);
  writeFileSync(campaignFile, JSON.stringify(manifest));
  /** @type {Array<{ close(): Promise<void> }>} */
  const servers = await Promise.all(
    apps.map(async (app) => {
      const dist = path.join(app.dir, 'dist');
      return startStaticServer({
        target: app.target,
        root: dist,
        port: app.port + offset,
        spa: app.spa,
        campaignFile: app.spa ? campaignFile : undefined,
        ...(app.spa
          ? await hostPrerenderOptions({ root: dist, campaignFile, portOffset: offset })
          : {}),
      });
    }),
  );
  const host = apps.find((app) => app.spa);
  if (!host) throw new Error(`${root} serves no host`);
  return { baseUrl: `http://localhost:${host.port + offset}`, servers };
}

const seconds = (/** @type {number} */ value) => `${(value / 1000).toFixed(2)} s`;
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;

async function compare() {
  if (!beforeRoot || !existsSync(path.join(beforeRoot, 'host/dist/app.html'))) {
    throw new Error(
      '--before=<checkout> must name a checkout with its builds (pnpm install && pnpm build there)',
    );
  }
  mkdirSync(outDir, { recursive: true });
  ensureBuild();
  const emulator = startBackendEmulators(adapter === 'firebase' ? 'emulated' : 'local', {
    log: (line) => console.log(`[compare] ${line}`),
  });
  const sides = [
    { name: 'before', ...(await serveCheckout(path.resolve(beforeRoot), 4000)) },
    { name: 'after', ...(await serveCheckout(repoRoot, 1000)) },
  ];
  // The load the main bench makes (run.mjs): one process spinning at normal priority.
  const spin = loaded
    ? spawn(process.execPath, ['-e', 'for (;;) { Math.sqrt(Math.random()); }'], { stdio: 'ignore' })
    : undefined;
  const lh = await startLighthouseBrowser({ outDir });
  /** @type {Record<string, Record<string, Array<import('./lighthouse.mjs').Audit>>>} */
  const results = {};
  try {
    await emulator;
    const wanted = routes.length > 0 ? routes : ['/dashboard'];
    for (const route of wanted) {
      const warm = route === '/dashboard';
      if (warm) for (const side of sides) await signInVisitor(lh.context, side.baseUrl);
      /** @type {Record<string, Array<import('./lighthouse.mjs').Audit>>} */
      const bySide = { before: [], after: [] };
      results[route] = bySide;
      for (let run = 1; run <= runs; run += 1) {
        for (const side of run % 2 === 1 ? sides : [...sides].reverse()) {
          const name = `${side.name}-${route === '/' ? 'home' : route.slice(1)}-${run}`;
          const { byTier } = await lh.audit({
            url: `${side.baseUrl}${route}`,
            name,
            runs: 1,
            warm,
            tiers: [tier],
          });
          const audit = byTier[tier]?.median;
          if (!audit) throw new Error(`no ${tier} tier audit of ${route}`);
          console.log(
            `[compare] ${route} ${side.name.padEnd(6)} run ${run}: score ${audit.score}, LCP ${seconds(audit.lcp)}, TBT ${ms(audit.tbt)}, benchmarkIndex ${audit.benchmarkIndex}, slowed ${audit.slowdown.toFixed(2)}x`,
          );
          bySide[side.name]?.push(audit);
        }
      }
    }
  } finally {
    await lh.close();
    spin?.kill('SIGKILL');
    await Promise.all(sides.flatMap((side) => side.servers.map((s) => s.close())));
    await (await emulator.catch(() => undefined))?.stop();
  }
  console.log('');
  console.log(
    `Lighthouse, mobile, simulated slow 4G, ${tier} tier (CPU calibrated per load), ${loaded ? 'one core kept busy' : 'quiet machine'}, the ${adapter} adapter, before and after alternating, median of ${runs}:`,
  );
  console.log(
    '  route        side    score     FCP     LCP     TBT  benchmarkIndex, slowdown (each run)',
  );
  for (const [route, bySide] of Object.entries(results)) {
    for (const [side, audits] of Object.entries(bySide)) {
      const mid = (/** @type {'score'|'fcp'|'lcp'|'tbt'} */ key) =>
        median(audits.map((a) => a[key]));
      console.log(
        `  ${route.padEnd(12)} ${side.padEnd(6)} ${String(mid('score')).padStart(5)} ${seconds(mid('fcp')).padStart(7)} ${seconds(mid('lcp')).padStart(7)} ${ms(mid('tbt')).padStart(7)}  ${audits.map((a) => `${a.benchmarkIndex} ${a.slowdown.toFixed(1)}x`).join(', ')}`,
      );
    }
  }
  writeFileSync(
    path.join(outDir, 'results.json'),
    JSON.stringify({ loaded, tier, adapter, runs, results }, null, 2),
  );
}

await compare();
