/** @jest-environment node */
import type { BackendPort } from '@onam/shared/backend/port';
import type { BackendConfig } from '@onam/shared/manifest/schema';
import { createBackendService } from '../backend-service';

const config = {
  adapter: 'local',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-onam' },
} as BackendConfig;

function fakeBackend() {
  const listeners = new Set<(user: unknown) => void>();
  return {
    kind: 'local',
    accounts: {
      currentUser: jest.fn(() =>
        Promise.resolve({ uid: 'u1', displayName: 'Anu', email: null, providers: [] }),
      ),
      subscribe: jest.fn((listener: (user: unknown) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      }),
    },
    emit: (user: unknown) => listeners.forEach((listener) => listener(user)),
  } as unknown as BackendPort & { emit(user: unknown): void };
}

describe('the backend service', () => {
  it('loads nothing until asked, then loads once', async () => {
    const backend = fakeBackend();
    const load = jest.fn(() => Promise.resolve(backend));
    const service = createBackendService(config, load);
    expect(load).not.toHaveBeenCalled();
    expect(service.current()).toBeNull();
    await Promise.all([service.get(), service.get()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(service.current()).toBe(backend);
  });

  it('tries again after a failed load (offline, then back)', async () => {
    const backend = fakeBackend();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(backend);
    const service = createBackendService(config, load);
    await expect(service.get()).rejects.toThrow('ChunkLoadError');
    await expect(service.get()).resolves.toBe(backend);
  });

  it('the guards’ auth state asks the adapter, loading it when needed', async () => {
    const backend = fakeBackend();
    const service = createBackendService(config, () => Promise.resolve(backend));
    await expect(service.authState.currentUser()).resolves.toMatchObject({ uid: 'u1' });
  });

  it('subscribing does not load the backend, and hears changes once someone else has', async () => {
    const backend = fakeBackend();
    const load = jest.fn(() => Promise.resolve(backend));
    const service = createBackendService(config, load);
    const heard: unknown[] = [];
    const stop = service.authState.subscribe((user) => heard.push(user));
    expect(load).not.toHaveBeenCalled();
    await service.get();
    backend.emit(null);
    expect(heard).toEqual([null]);
    stop();
    backend.emit({ uid: 'u2' });
    expect(heard).toEqual([null]);
  });

  it('onReady fires at once when already loaded', async () => {
    const backend = fakeBackend();
    const service = createBackendService(config, () => Promise.resolve(backend));
    await service.get();
    const ready = jest.fn();
    service.onReady(ready);
    expect(ready).toHaveBeenCalledWith(backend);
  });
});
