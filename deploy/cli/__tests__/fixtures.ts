// Stand-ins for the remotes' origins and for an environments folder, shared by the CLI's tests.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignContext } from '../campaign-cli';
import type { ManifestJson } from '../manifest-edit';

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

export interface Declared {
  kind: string;
  id: string;
  contractVersion: string;
}

/** What remote-games' build declares today (contracts.json), module by module. */
export function gamesModules(): Record<string, Declared> {
  const game = (id: string) => ({ kind: 'game', id, contractVersion: '1.1' });
  const part = (id: string) => ({ kind: 'part', id, contractVersion: '1.0' });
  return {
    dress: game('dress'),
    pookalam: game('pookalam'),
    sadya: game('sadya'),
    doll: part('doll'),
    confetti: part('confetti'),
    tutorial: part('tutorial'),
    'stats-card': part('stats-card'),
    'play-icon': part('play-icon'),
    'multi-recorder': part('multi-recorder'),
  };
}

export function authModules(): Record<string, Declared> {
  return { dialog: { kind: 'auth-dialog', id: 'dialog', contractVersion: '1.0' } };
}

type Answer = {
  status: number;
  body: string | Buffer;
  delayMs?: number;
  headers?: Record<string, string>;
  /** The reason phrase after the status code, when not the standard one. */
  statusMessage?: string;
};

/** A remote origin whose files the test sets; everything else is a 404. */
export class FakeOrigin {
  readonly files = new Map<string, Answer>();
  readonly requests: string[] = [];
  private server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    this.requests.push(pathname);
    const answer = this.files.get(pathname) ?? { status: 404, body: 'Not found' };
    const send = () => {
      res.statusCode = answer.status;
      if (answer.statusMessage) res.statusMessage = answer.statusMessage;
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      res.end(answer.body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Publishes a remote version at `<prefix>/<version>/`: its mf-manifest.json and contracts.json. */
  publish(
    prefix: string,
    name: string,
    version: string,
    modules: Record<string, Declared>,
    { contracts = true }: { contracts?: boolean } = {},
  ): string {
    const folder = `${prefix}/${version}/`;
    const mf = {
      id: name,
      name,
      metaData: { name, buildInfo: { buildVersion: version } },
      exposes: Object.keys(modules).map((m) => ({ id: `${name}:${m}`, name: m, path: `./${m}` })),
    };
    this.files.set(`${folder}mf-manifest.json`, { status: 200, body: JSON.stringify(mf) });
    if (contracts) {
      this.files.set(`${folder}contracts.json`, { status: 200, body: JSON.stringify(modules) });
    }
    return `${this.url}${folder}mf-manifest.json`;
  }
}

/** A port nothing listens on (a server is started there and stopped). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The real local manifest, re-pointed at the fake origin's games and auth 0.1.0. */
export function manifestFor(origin: FakeOrigin): ManifestJson {
  return manifestJson((manifest) => {
    manifest.remotes = {
      games: { entry: `${origin.url}/games/0.1.0/mf-manifest.json`, version: '0.1.0' },
      auth: { entry: `${origin.url}/auth/0.1.0/mf-manifest.json`, version: '0.1.0' },
    };
  });
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
