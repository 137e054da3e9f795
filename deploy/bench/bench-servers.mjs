// The sites the bench measures and the backend they run on, served on loopback a thousand ports
// above the preview's, so a running preview is left alone (run.mjs starts what its plan needs,
// bench-plan.mjs): the federated build's apps (the host at 4000, the remotes on 4001 and 4002) on a
// copy of the local campaign manifest pointed at those ports; the single-bundle baseline at 4010
// and the floor page at 4020, each built here first (deploy/bench/single-bundle, deploy/bench/floor);
// the host on the emulated backend at 4100, its pages drawn per request as production's pages
// function draws them; and the fourth game, built outside this repository, on its own origin where
// this machine has published it. The emulators start first and come up in their own time: the
// emulated backend where the plan needs it and this machine can run it, else the Auth emulator
// alone (the bench's visitors sign in on it).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { outDir } from './bench-plan.mjs';
import { VALLAM_KALI } from './tile-to-game.mjs';
import { singleBundleConfig } from './single-bundle/webpack.config.js';
import { buildFloor } from './floor/build.mjs';
import { hostPrerenderOptions } from '../preview/prerender.mjs';
import { readCampaignSync } from '../preview/campaign-source.mjs';
import { startStaticServer } from '../preview/static-server.mjs';
import { apps, defaultCampaignFile, outsideRemotes, repoRoot } from '../hosting/apps.mjs';
import {
  AUTH_EMULATOR,
  emulatedBackend,
  firestoreEmulatorAnswers,
  startBackendEmulators,
  startFirestoreEmulator,
} from '../scripts/emulators.mjs';

const OFFSET = 1000; // serve on 4000-4002, 4010 and 4020 so a running preview is left alone

/** @param {import('webpack').Configuration} config */
function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(undefined);
    });
  });
}

/**
 * A copy of the local manifest whose remotes and upload address point at the bench's own ports,
 * and whose backend signs in against the Auth emulator the bench runs.
 * @param {number} offset
 */
function benchCampaign(offset) {
  /** @type {{ remotes: Record<string, { entry: string, version?: string }>, routes: Record<string, object>, backend: { emulators?: { auth?: string }, mediaUpload?: string } }} */
  const manifest = JSON.parse(readFileSync(defaultCampaignFile, 'utf8'));
  const shift = (/** @type {string} */ url) =>
    url.replace(
      /:(\d+)\//,
      (/** @type {string} */ _m, /** @type {string} */ port) => `:${Number(port) + offset}/`,
    );
  for (const remote of Object.values(manifest.remotes)) remote.entry = shift(remote.entry);
  if (manifest.backend.mediaUpload)
    manifest.backend.mediaUpload = shift(manifest.backend.mediaUpload);
  manifest.backend.emulators = { ...manifest.backend.emulators, auth: AUTH_EMULATOR };
  // The fourth game, built outside this repository, where this machine has published it
  // (`pnpm release vallam --from …`, as the browser tests do): its own remote on its own origin.
  const vallam = outsideGame(offset);
  if (vallam) {
    manifest.remotes[vallam.remote] = {
      entry: vallam.entry,
      version: vallam.version,
    };
    manifest.routes[VALLAM_KALI.href] = {
      remote: vallam.remote,
      module: VALLAM_KALI.name,
      title: VALLAM_KALI.tile,
      titleMl: 'വള്ളംകളി',
      enabled: true,
    };
  }
  const file = path.join(outDir, 'campaign.json');
  writeFileSync(file, JSON.stringify(manifest));
  return file;
}

/**
 * The outside game's newest published version on this machine, served `offset` ports up, or
 * undefined when it was never published here.
 * @param {number} offset
 */
function outsideGame(offset) {
  const remote = outsideRemotes().find((r) => r.name === 'outside:vallam');
  if (!remote || !existsSync(remote.releases)) return undefined;
  const versions = readdirSync(remote.releases)
    .filter((v) => existsSync(path.join(remote.releases, v, 'mf-manifest.json')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const version = versions.at(-1);
  if (!version) return undefined;
  return {
    remote: 'vallam',
    version,
    port: remote.port + offset,
    releases: remote.releases,
    entry: `http://localhost:${remote.port + offset}/${version}/mf-manifest.json`,
  };
}

/**
 * Starts the emulators, builds what the plan's measurements need and serves it all; `close`
 * stops every server and the emulators this call started.
 * @param {import('./bench-plan.mjs').BenchPlan} plan
 */
export async function startSites(plan) {
  // The emulators start (in their own time) while the baseline builds: the emulated backend's where
  // this machine can run them and the plan wants it, else the Auth emulator alone.
  const emulator = startBackendEmulators(plan.emulatedHost ? 'emulated' : 'local', {
    portOffset: OFFSET,
    log: (line) => console.log(`[bench] ${line}`),
  });
  emulator.catch(() => undefined);
  const singleDir = path.join(outDir, 'single-bundle');
  if (plan.tiles) {
    console.log('[bench] building the single-bundle baseline');
    await compile(singleBundleConfig(singleDir));
  }

  const floorDir = path.join(outDir, 'floor');
  if (plan.lighthouse) {
    console.log('[bench] building the floor page (deploy/bench/floor)');
    await buildFloor(floorDir);
  }

  const campaignFile = benchCampaign(OFFSET);
  // The emulated backend, for the host at 4100: its drawn pages and its app read the same backend
  // section, as production's do (a page drawn for another backend than the app runs on is redrawn
  // by React, and its largest paint came seconds later).
  const emulated = emulatedBackend(readCampaignSync(campaignFile).backend);
  const outside = outsideGame(OFFSET);
  const servers = await Promise.all([
    // The fourth game's published versions on its own origin, as the preview serves them.
    ...(outside && plan.tiles
      ? [
          startStaticServer({
            target: 'games',
            root: outside.releases,
            port: outside.port,
            versionsRoot: outside.releases,
          }),
        ]
      : []),
    ...apps.map(async (app) =>
      startStaticServer({
        target: app.target,
        root: path.join(app.dir, 'dist'),
        port: app.port + OFFSET,
        spa: app.spa,
        campaignFile: app.spa ? campaignFile : undefined,
        ...(app.spa
          ? await hostPrerenderOptions({
              root: path.join(app.dir, 'dist'),
              campaignFile,
              portOffset: OFFSET,
            })
          : {}),
      }),
    ),
    ...(!plan.tiles
      ? []
      : [
          (async () =>
            startStaticServer({
              target: 'host',
              root: singleDir,
              port: 4010,
              spa: true,
              campaignFile,
              ...(await hostPrerenderOptions({
                root: singleDir,
                campaignFile,
                portOffset: OFFSET,
              })),
            }))(),
        ]),
    // The floor, served as Hosting serves the host's files (compressed, cached).
    ...(plan.lighthouse
      ? [startStaticServer({ target: 'games', root: floorDir, port: 4020 })]
      : []),
    // The host on the emulated backend, for the backend's figures and Lighthouse's firebase pages:
    // drawn per request, as production's pages function draws them.
    ...(!plan.emulatedHost
      ? []
      : [
          (async () =>
            startStaticServer({
              target: 'host',
              root: path.join(repoRoot, 'host/dist'),
              port: 4100,
              spa: true,
              campaignFile,
              backend: emulated,
              ...(await hostPrerenderOptions({
                root: path.join(repoRoot, 'host/dist'),
                campaignFile,
                backend: emulated,
                portOffset: OFFSET,
              })),
            }))(),
        ]),
  ]);
  return {
    /** Settles when the emulators are up (rejected if they could not start). */
    emulator,
    /** The fourth game where it is published here, else undefined. */
    outside,
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
      await (await emulator.catch(() => undefined))?.stop();
    },
  };
}

/**
 * Runs `measure` with the Firestore emulator up, for a part run alone that needs nothing else of
 * the backend: one already running is used, else one is started, and stopped afterwards.
 * @param {() => Promise<void>} measure
 */
export async function withFirestoreEmulator(measure) {
  const firestore = (await firestoreEmulatorAnswers()) ? undefined : startFirestoreEmulator();
  try {
    await firestore?.ready;
    await measure();
  } finally {
    await firestore?.stop();
  }
}
