/** @jest-environment node */
import { once } from 'node:events';
import net from 'node:net';

/** The guard jest.loopback-guard.cjs keeps on the shared socket prototype. */
const guard = (
  net.Socket.prototype as unknown as Record<symbol, { attempts: string[] } | undefined>
)[Symbol.for('onam.loopbackGuard')] ?? { attempts: [] };

/** Where a connection ends: connected, or the error it failed with. */
async function connectTo(host: string, port: number): Promise<'connected' | Error> {
  const socket = net.connect({ host, port });
  try {
    const [outcome] = await Promise.race([
      once(socket, 'connect').then(() => ['connected' as const]),
      once(socket, 'error') as Promise<[Error]>,
    ]);
    return outcome;
  } finally {
    socket.destroy();
  }
}

describe('tests reach loopback only', () => {
  it('is installed for every test file (jest.config.js)', () => {
    expect(Object.hasOwn(net.Socket.prototype, Symbol.for('onam.loopbackGuard'))).toBe(true);
  });

  it('keeps Google’s SDKs from looking for a cloud metadata server', () => {
    expect(process.env.METADATA_SERVER_DETECTION).toBe('none');
    expect(process.env.GCLOUD_PROJECT).toBeTruthy();
  });

  it('refuses a connection beyond the machine where it starts, and names it', async () => {
    // 203.0.113.0/24 is reserved for documentation: nothing answers there, so a leak would hang.
    const outcome = await connectTo('203.0.113.7', 80);
    // The guard was installed by the worker's first test file, so its Error is of another realm:
    // the refusal is recognised by its fields.
    expect(outcome).not.toBe('connected');
    expect(outcome).toMatchObject({
      code: 'ECONNREFUSED',
      message: expect.stringContaining('203.0.113.7:80'),
    });
    // The guard would fail this test after it; the attempt was the point, so it is taken back.
    expect(guard.attempts.splice(0)).toEqual(['203.0.113.7:80']);
  });

  it('lets a test reach a server on loopback', async () => {
    const server = net.createServer((socket) => socket.end());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    try {
      expect(await connectTo('127.0.0.1', port)).toBe('connected');
      expect(await connectTo('localhost', port)).toBe('connected');
      expect(guard.attempts).toEqual([]);
    } finally {
      server.close();
    }
  });
});
