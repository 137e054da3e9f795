// Serves the production builds as production would: host on :3000, remote-games on :3001,
// remote-auth on :3002 (each its own origin, hosting headers from firebase.json), plus the Firebase
// Auth emulator on :9099 with a demo project. Ctrl-C stops all of it. Each remote serves its
// current dist/ at / and every version published with `pnpm release` at /<version>/; the host
// reads /campaign.json from disk on every request, so `pnpm campaign` changes show at once.
//   --no-auth-emulator   skip the emulator
//   CAMPAIGN_FILE=...    serve another manifest at /campaign.json
import path from 'node:path';
import { hostPrerenderOptions } from '../hosting/prerender.mjs';
import { startStaticServer } from '../preview/static-server.mjs';
import { apps, AUTH_EMULATOR_PORT, defaultCampaignFile } from './apps.mjs';
import { emulatorAnswers, startEmulator } from './auth-emulator.mjs';

export async function preview({ authEmulator = true } = {}) {
  const campaignFile = process.env.CAMPAIGN_FILE
    ? path.resolve(process.env.CAMPAIGN_FILE)
    : defaultCampaignFile;

  // The emulator first: once the host answers, sign-in works too (the browser tests wait for it).
  /** @type {import('node:child_process').ChildProcess | null} */
  let emulator = null;
  if (authEmulator) {
    if (await emulatorAnswers()) {
      console.log(`[preview] using the auth emulator already on :${AUTH_EMULATOR_PORT}`);
    } else {
      const started = startEmulator({ onStderr: (chunk) => process.stderr.write(chunk) });
      emulator = started.emulator;
      await started.ready;
      emulator.on('exit', (code) => {
        if (code) console.error(`[preview] the auth emulator stopped (exit ${code})`);
      });
    }
    console.log(`[preview] auth emulator http://127.0.0.1:${AUTH_EMULATOR_PORT}`);
  }

  /** @type {Array<{ url: string, close: () => Promise<void> }>} */
  const servers = [];
  for (const app of apps) {
    const root = path.join(app.dir, 'dist');
    const server = await startStaticServer({
      target: app.target,
      root,
      port: app.port,
      spa: app.spa,
      campaignFile: app.spa ? campaignFile : undefined,
      versionsRoot: app.releases,
      ...(app.spa ? hostPrerenderOptions({ root, campaignFile }) : {}),
    });
    servers.push(server);
    const versions = app.releases ? ` (published versions at ${server.url}/<version>/)` : '';
    console.log(`[preview] ${app.name.padEnd(12)} ${server.url}${versions}`);
  }

  const stop = async () => {
    // The emulator runs Java-free Node children of its own: end the whole process group.
    if (emulator?.pid && emulator.exitCode === null) process.kill(-emulator.pid, 'SIGINT');
    await Promise.all(servers.map((s) => s.close()));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log('[preview] open http://localhost:3000 (Ctrl-C stops everything)');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await preview({ authEmulator: !process.argv.includes('--no-auth-emulator') });
}
