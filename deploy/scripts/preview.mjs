// Serves the production builds as production would: host on :3000, remote-games on :3001,
// remote-auth on :3002 (each its own origin, hosting headers from firebase.json), with the backend
// emulators of the chosen mode (docs/decisions/026). Ctrl-C stops all of it. Each remote serves its
// current dist/ at / and every version published with `pnpm release` at /<version>/; the host
// reads /campaign.json from disk on every request, so `pnpm campaign` changes show at once.
//   --backend=local|emulated|auto  the backend mode (default auto: emulated where the Firestore
//                                  emulator can run, else local; ONAM_BACKEND sets it too)
//   --no-auth-emulator             no emulator at all (the page cannot sign anyone in)
//   CAMPAIGN_FILE=...              serve another manifest at /campaign.json
//   PREVIEW_EMULATED_HOST_PORT=... also serve the host in the emulated mode on this port (the
//                                  browser tests run most suites on local and one on emulated)
//   PREVIEW_LIVE_HOST_PORT=...     also serve the emulated host on this port with /campaign.json
//                                  from the campaignJson function and its pages drawn by the pages
//                                  function (the live campaign in the Firestore emulator, as
//                                  Hosting serves them), the file until something is live
// `pnpm start` passes `liveHost: true`: on the emulated backend the main host (:3000) is then that
// live host itself, as Hosting serves the site (the tests' preview leaves it false).
import './loopback-only.cjs';
import path from 'node:path';
import { FUNCTIONS_REGION } from '../hosting/csp.mjs';
import { hostPrerenderOptions } from '../preview/prerender.mjs';
import { readCampaignSync } from '../preview/campaign-source.mjs';
import { startStaticServer } from '../preview/static-server.mjs';
import { apps, DEMO_PROJECT, defaultCampaignFile, outsideRemotes } from '../hosting/apps.mjs';
import {
  FUNCTIONS_EMULATOR,
  chooseBackend,
  emulatedBackend,
  firestoreEmulatorSupport,
  liveSiteOrigin,
  startBackendEmulators,
} from './emulators.mjs';

/** @param {string[]} argv */
export function previewOptions(argv) {
  const flag = argv.find((arg) => arg.startsWith('--backend='));
  return {
    backend: flag ? flag.slice('--backend='.length) : process.env.ONAM_BACKEND,
    emulators: !argv.includes('--no-auth-emulator'),
  };
}

/**
 * @param {{ backend?: string, emulators?: boolean, liveHost?: boolean }} [options]
 *   liveHost: on the emulated backend, the main host serves /campaign.json from the campaignJson
 *   function and its pages from the pages function (the file while nothing is live).
 * @returns {Promise<{ mode: 'local' | 'emulated', why: string, hostUrl: string, liveHost: boolean }>}
 */
export async function preview({ backend: requested, emulators = true, liveHost = false } = {}) {
  const campaignFile = process.env.CAMPAIGN_FILE
    ? path.resolve(process.env.CAMPAIGN_FILE)
    : defaultCampaignFile;
  const { mode, why } = chooseBackend(requested);
  // The browser tests run most suites on `local` and one on `emulated`, on a second host port.
  let extraEmulatedPort = Number(process.env.PREVIEW_EMULATED_HOST_PORT) || undefined;
  const livePort = Number(process.env.PREVIEW_LIVE_HOST_PORT) || undefined;
  if (extraEmulatedPort && !firestoreEmulatorSupport().ok) {
    const reason = `no emulated host on :${extraEmulatedPort}: ${chooseBackend('auto').why}`;
    if (process.env.CI) throw new Error(reason);
    console.log(`[preview] ${reason}`);
    extraEmulatedPort = undefined;
  }
  const needsEmulated = mode === 'emulated' || extraEmulatedPort !== undefined;
  // The Functions emulator runs only with the emulated mode's emulators.
  const mainIsLive = liveHost && mode === 'emulated' && emulators;
  const host = apps.find((app) => app.spa);

  // The emulators first: once the host answers, sign-in works too (the browser tests wait for it).
  /** @type {{ stop: () => Promise<void> } | null} */
  let backendEmulators = null;
  if (emulators) {
    console.log(`[preview] backend: ${mode} (${why})`);
    backendEmulators = await startBackendEmulators(needsEmulated ? 'emulated' : 'local', {
      log: (line) => console.log(`[preview] ${line}`),
      // Shared links' tags name the host the pages function draws for, as the visitor reached it.
      siteOrigin: liveSiteOrigin({
        mainIsLive,
        mainPort: host?.port ?? 3000,
        livePort: livePort && needsEmulated ? livePort : undefined,
      }),
    });
  } else {
    console.log('[preview] backend: no emulators (--no-auth-emulator): nobody can sign in');
  }
  // The emulated mode serves the campaign with the firebase adapter pointed at the emulators.
  const emulated = emulatedBackend(readCampaignSync(campaignFile).backend);

  // The shared links' pictures are drawn by the ogImage function, on the Functions emulator where
  // one runs (the emulated mode's), as Hosting's `/og/**` rewrite has them drawn in production.
  const functionsBase =
    emulators && needsEmulated
      ? `http://${FUNCTIONS_EMULATOR}/${DEMO_PROJECT}/${FUNCTIONS_REGION}`
      : undefined;

  /** @type {Array<{ url: string, close: () => Promise<void> }>} */
  const servers = [];
  /**
   * @param {(typeof apps)[number]} app
   * @param {{ port?: number, backend?: object, campaignUrl?: string, pagesUrl?: string }} [override]
   */
  const serve = async (app, { port = app.port, backend, campaignUrl, pagesUrl } = {}) => {
    const root = path.join(app.dir, 'dist');
    const server = await startStaticServer({
      target: app.target,
      root,
      port,
      spa: app.spa,
      campaignFile: app.spa ? campaignFile : undefined,
      campaignUrl: app.spa ? campaignUrl : undefined,
      backend: app.spa ? backend : undefined,
      versionsRoot: app.releases,
      functionsBase: app.spa ? functionsBase : undefined,
      ...(app.spa ? await hostPrerenderOptions({ root, campaignFile, backend, pagesUrl }) : {}),
    });
    servers.push(server);
    return server;
  };
  // The emulated host first: once the main host answers (what Playwright waits for), all do.
  if (extraEmulatedPort && host) {
    const server = await serve(host, { port: extraEmulatedPort, backend: emulated });
    console.log(`[preview] host (emulated) ${server.url}`);
  }
  // What Hosting's rewrites give the functions, for a host serving the live campaign.
  const liveSources = {
    campaignUrl: `http://${FUNCTIONS_EMULATOR}/${DEMO_PROJECT}/${FUNCTIONS_REGION}/campaignJson`,
    pagesUrl: `http://${FUNCTIONS_EMULATOR}/${DEMO_PROJECT}/${FUNCTIONS_REGION}/pages`,
  };
  // The live host needs the emulated backend: its manifest is in the Firestore emulator.
  if (livePort && host && needsEmulated) {
    const live = await serve(host, { port: livePort, backend: emulated, ...liveSources });
    console.log(`[preview] host (emulated, the live campaign) ${live.url}`);
  }
  // Remotes built outside this repository and published here (docs/games-sdk.md): their
  // versions on their own origins, with a remote site's headers (the games site's: CORS, caching).
  for (const remote of outsideRemotes()) {
    const server = await startStaticServer({
      target: 'games',
      root: remote.releases,
      port: remote.port,
      versionsRoot: remote.releases,
    });
    servers.push(server);
    console.log(`[preview] ${remote.name.padEnd(12)} ${server.url}/<version>/ (built outside)`);
  }

  /** @type {string | undefined} */
  let hostUrl;
  for (const app of apps) {
    const server = await serve(app, {
      backend: mode === 'emulated' ? emulated : undefined,
      ...(mainIsLive && app.spa ? liveSources : {}),
    });
    if (app.spa) hostUrl = server.url;
    const versions = app.releases ? ` (published versions at ${server.url}/<version>/)` : '';
    console.log(`[preview] ${app.name.padEnd(12)} ${server.url}${versions}`);
  }

  const stop = async () => {
    await Promise.all(servers.map((s) => s.close()));
    await backendEmulators?.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log('[preview] open http://localhost:3000 (Ctrl-C stops everything)');
  return { mode, why, hostUrl: hostUrl ?? 'http://localhost:3000', liveHost: mainIsLive };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await preview(previewOptions(process.argv.slice(2)));
}
