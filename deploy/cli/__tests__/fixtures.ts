// Stand-ins for an environments folder, shared by the CLI's tests; the remotes' origins are the
// live check's own (shared/src/campaign-ops/__tests__/remote-origin.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closedPort } from '@onam/shared/campaign-ops/__tests__/remote-origin';
import type { CampaignContext } from '../campaign/run';
import type { ManifestJson } from '@onam/shared/campaign-ops/manifest-edit';

export const repoRoot = path.resolve(__dirname, '../../..');

const tempDirs: string[] = [];

/** A fresh folder under the system's temporary folder, removed by removeTempDirs. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** For afterAll: removes every folder tempDir made in this test file. */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh environments folder holding `envs` (name → manifest), as the CLI's --dir. */
export function campaignsFolder(envs: Record<string, ManifestJson>): string {
  const dir = tempDir('campaigns-');
  for (const [env, manifest] of Object.entries(envs)) {
    mkdirSync(path.join(dir, env));
    writeFileSync(path.join(dir, env, 'campaign.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return dir;
}

/** A CLI context that collects what it prints, at a fixed time, as the author "ana". */
export function testContext(campaignsDir: string, time = '2026-08-20T09:30:00.000Z') {
  const out: string[] = [];
  const err: string[] = [];
  const ctx: CampaignContext = {
    campaignsDir,
    cwd: campaignsDir,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    author: 'ana',
    now: () => new Date(time),
  };
  return { ctx, out, err, printed: () => [...out, ...err].join('\n') };
}

/**
 * Runs deploy/preview/static-server.mjs with `options` in a Node of its own (it is an ES module
 * with import.meta, as the preview runs it) on a free port; resolves with its address once it
 * listens, and a `stop` to end it.
 */
export async function startPreviewServer(
  options: Record<string, string | boolean>,
): Promise<{ base: string; stop: () => void }> {
  const port = await closedPort();
  const script = `
    import { startStaticServer } from ${JSON.stringify(path.join(repoRoot, 'deploy/preview/static-server.mjs'))};
    await startStaticServer({ ...JSON.parse(process.env.OPTIONS), port: Number(process.env.PORT) });
    console.log('ready');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, OPTIONS: JSON.stringify(options), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  return { base: `http://localhost:${port}`, stop: () => child.kill() };
}
