// A stand-in for the remotes' origins, for the tests of the live check and of the CLI that runs it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { ManifestJson } from '../manifest-edit';

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
    'family-carpet': { kind: 'part', id: 'family-carpet', contractVersion: '1.2' },
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
