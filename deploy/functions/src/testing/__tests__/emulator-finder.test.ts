/** @jest-environment node */
import { createServer, type Server } from 'node:net';
import { findEmulator, isListening, notRunMessage, parseHostPort } from '../emulator-finder';

describe('finding an emulator from a test file', () => {
  let server: Server;
  let port: number;
  const saved = process.env.ONAM_TEST_EMULATOR_HOST;

  beforeAll(async () => {
    server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.ONAM_TEST_EMULATOR_HOST;
    else process.env.ONAM_TEST_EMULATOR_HOST = saved;
  });

  it('reads a host and port however the variable writes them', () => {
    expect(parseHostPort('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(parseHostPort('http://127.0.0.1:9199/')).toEqual({ host: '127.0.0.1', port: 9199 });
    expect(parseHostPort(' [::1]:8080 ')).toEqual({ host: '::1', port: 8080 });
    expect(parseHostPort('localhost')).toBeNull();
    expect(parseHostPort('127.0.0.1:port')).toBeNull();
  });

  it('knows whether something listens there', () => {
    expect(isListening('127.0.0.1', port)).toBe(true);
  });

  it('takes the emulator the variable names', () => {
    process.env.ONAM_TEST_EMULATOR_HOST = `127.0.0.1:${port}`;
    expect(findEmulator(['ONAM_TEST_EMULATOR_HOST'], 1)).toEqual({ host: '127.0.0.1', port });
  });

  it('takes one listening on the default port when no variable is set', () => {
    delete process.env.ONAM_TEST_EMULATOR_HOST;
    expect(findEmulator(['ONAM_TEST_EMULATOR_HOST'], port)).toEqual({ host: '127.0.0.1', port });
  });

  it('refuses a variable that names no emulator, rather than skip the tests meant to run', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const free = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    process.env.ONAM_TEST_EMULATOR_HOST = `127.0.0.1:${free}`;
    expect(() => findEmulator(['ONAM_TEST_EMULATOR_HOST'], port)).toThrow(
      `ONAM_TEST_EMULATOR_HOST=127.0.0.1:${free}, but no emulator answers there`,
    );
    process.env.ONAM_TEST_EMULATOR_HOST = 'nowhere';
    expect(() => findEmulator(['ONAM_TEST_EMULATOR_HOST'], port)).toThrow('but no emulator');
  });

  it('says why the tests did not run, and how to run them', () => {
    expect(notRunMessage('Firestore', 8080)).toMatch(
      /no Firestore emulator at 127\.0\.0\.1:8080.*pnpm test:unit/,
    );
    expect(notRunMessage('Storage', 9199)).toMatch(/cannot run on this machine/);
  });
});
