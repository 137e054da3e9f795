// For tests: published packages served on loopback as Hosting serves a remote's versions, each
// file at `<origin>/<version>/<path>`, with the release record that names them and their hashes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GamePackage } from '@onam/shared/contracts/game-package';
import type { ReleaseRecord } from '@onam/shared/contracts/release-record';
import { sha256 } from '../published-files';

export interface ServedPackages {
  origin: string;
  /**
   * Serves a version's files and gives its record. `served` replaces what is served of a file
   * after its hash was recorded (bytes changed behind the record's back).
   */
  publish(
    remote: string,
    version: string,
    files: Readonly<Record<string, string>>,
    options?: { package?: GamePackage | null; served?: Readonly<Record<string, string>> },
  ): ReleaseRecord;
  /** How many requests each path got. */
  requests: Map<string, number>;
  close(): Promise<void>;
}

export async function servePackages(): Promise<ServedPackages> {
  const files = new Map<string, string>();
  const requests = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const body = files.get(path);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    publish(remote, version, published, options = {}) {
      for (const [file, text] of Object.entries({ ...published, ...options.served })) {
        files.set(`/${version}/${file}`, text);
      }
      return {
        remote,
        version,
        base: `${origin}/${version}/`,
        files: Object.fromEntries(
          Object.entries(published).map(([file, text]) => [file, sha256(text)]),
        ),
        package: options.package ?? null,
        publishedAt: '2026-08-20T04:00:00.000Z',
        publishedBy: 'games-team@onam.example',
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
