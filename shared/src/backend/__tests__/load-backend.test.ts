/** @jest-environment node */
import type { BackendConfig } from '../../manifest/schema';
import { loadBackend } from '../load-backend';

const app = { name: '[DEFAULT]' };
jest.mock('firebase/app', () => ({
  getApps: jest.fn(() => []),
  getApp: jest.fn(() => app),
  initializeApp: jest.fn(() => app),
}));
jest.mock('../local/local-backend', () => ({
  createLocalBackend: jest.fn(() => ({ kind: 'local' })),
}));
jest.mock('../firebase/firebase-backend', () => ({
  createFirebaseBackend: jest.fn(() => ({ kind: 'firebase' })),
}));
jest.mock('../firebase/app-check', () => ({ startAppCheck: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

const firebase = {
  apiKey: 'demo-key',
  authDomain: 'demo-onam.firebaseapp.com',
  projectId: 'demo-onam',
};

describe('loadBackend', () => {
  it('starts Firebase and the local adapter against the Auth emulator', async () => {
    const config: BackendConfig = {
      adapter: 'local',
      firebase,
      emulators: { auth: 'http://127.0.0.1:9099' },
    };
    const backend = await loadBackend(config);
    expect(backend.kind).toBe('local');
    const { initializeApp } = jest.requireMock('firebase/app');
    expect(initializeApp).toHaveBeenCalledWith(firebase);
    const { createLocalBackend } = jest.requireMock('../local/local-backend');
    expect(createLocalBackend).toHaveBeenCalledWith({
      app,
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('starts the firebase adapter with the emulators it is given', async () => {
    const backend = await loadBackend({ adapter: 'firebase', firebase });
    expect(backend.kind).toBe('firebase');
    const { createFirebaseBackend } = jest.requireMock('../firebase/firebase-backend');
    expect(createFirebaseBackend).toHaveBeenCalledWith({ app, emulators: undefined });
  });

  it('starts App Check before the firebase adapter, so its first request carries a token', async () => {
    const appCheck = { provider: 'recaptcha-enterprise', siteKey: 'site-key' } as const;
    await loadBackend({ adapter: 'firebase', firebase, appCheck });
    const { startAppCheck } = jest.requireMock('../firebase/app-check');
    const { createFirebaseBackend } = jest.requireMock('../firebase/firebase-backend');
    expect(startAppCheck).toHaveBeenCalledWith(app, appCheck);
    expect(startAppCheck.mock.invocationCallOrder[0]).toBeLessThan(
      createFirebaseBackend.mock.invocationCallOrder[0],
    );
  });

  it('never starts App Check against the emulators', async () => {
    await loadBackend({
      adapter: 'firebase',
      firebase,
      appCheck: { provider: 'recaptcha-enterprise', siteKey: 'site-key' },
      emulators: { auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080' },
    });
    const { startAppCheck } = jest.requireMock('../firebase/app-check');
    expect(startAppCheck).not.toHaveBeenCalled();
  });
});
