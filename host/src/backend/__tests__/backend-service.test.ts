/** @jest-environment node */
import type { BackendPort } from '@onam/shared/backend/port';
import type { BackendConfig } from '@onam/shared/manifest/schema';
import type { SessionUser } from '@onam/shared/session/auth-state';
import type { SessionMemory } from '@onam/shared/session/remembered-session';
import { createBackendService } from '../backend-service';

const config = {
  adapter: 'local',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-onam' },
} as BackendConfig;

/** The device's memory of who was signed in, in a variable. */
function memoryOf(
  initial: SessionUser | null = null,
  { asked = false } = {},
): SessionMemory & { kept: SessionUser | null; asked: boolean } {
  const memory = {
    kept: initial,
    asked,
    read: () => memory.kept,
    write: (user: SessionUser | null) => {
      memory.kept = user;
    },
    signedOut: () => false,
    signOutAsked: () => memory.asked,
    signOutDone: () => {
      memory.asked = false;
    },
  };
  return memory;
}

function fakeBackend() {
  const listeners = new Set<(user: unknown) => void>();
  return {
    kind: 'local',
    accounts: {
      currentUser: jest.fn(() =>
        Promise.resolve({ uid: 'u1', displayName: 'Anu', email: null, providers: [] }),
      ),
      signOut: jest.fn(() => Promise.resolve()),
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

  it('finishes a sign-out a page asked for but left before it ran, before anyone is told who is here', async () => {
    const backend = fakeBackend();
    const signOut = backend.accounts.signOut as jest.Mock;
    const currentUser = backend.accounts.currentUser as jest.Mock;
    // Auth still holds the visitor until the sign-out has run.
    let signedIn = true;
    signOut.mockImplementation(() => {
      signedIn = false;
      return Promise.resolve();
    });
    currentUser.mockImplementation(() =>
      Promise.resolve(signedIn ? { uid: 'u1', displayName: 'Anu', email: null } : null),
    );
    const memory = memoryOf(null, { asked: true });
    const service = createBackendService(config, () => Promise.resolve(backend), memory);
    await expect(service.authState.currentUser()).resolves.toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(memory.asked).toBe(false);
    expect(memory.kept).toBeNull();
  });

  it('signs nobody out when no sign-out was asked for', async () => {
    const backend = fakeBackend();
    const service = createBackendService(config, () => Promise.resolve(backend), memoryOf());
    await expect(service.authState.currentUser()).resolves.toMatchObject({ uid: 'u1' });
    expect(backend.accounts.signOut).not.toHaveBeenCalled();
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

  describe('the visitor the device remembers', () => {
    const anu = { uid: 'u1', displayName: 'Anu', email: null };

    it('is known at once, with nothing loaded, from the last visit', () => {
      const load = jest.fn(() => Promise.resolve(fakeBackend()));
      const service = createBackendService(config, load, memoryOf(anu));
      expect(service.authState.rememberedUser?.()).toEqual(anu);
      expect(load).not.toHaveBeenCalled();
    });

    it('gives way to what Auth confirms, which is kept for the next visit', async () => {
      const memory = memoryOf({ uid: 'u0', displayName: 'Someone before', email: null });
      const service = createBackendService(config, () => Promise.resolve(fakeBackend()), memory);
      await service.authState.currentUser();
      expect(service.authState.rememberedUser?.()).toMatchObject({ uid: 'u1' });
      expect(memory.kept).toMatchObject({ uid: 'u1', displayName: 'Anu' });
    });

    it('is forgotten at a sign-out anywhere on the site, before the guards hear of it', async () => {
      const backend = fakeBackend();
      const memory = memoryOf(anu);
      const service = createBackendService(config, () => Promise.resolve(backend), memory);
      const seenByGuard: unknown[] = [];
      service.authState.subscribe(() => seenByGuard.push(service.authState.rememberedUser?.()));
      await service.get();
      backend.emit(null);
      expect(seenByGuard).toEqual([null]);
      expect(memory.kept).toBeNull();
      expect(service.authState.rememberedUser?.()).toBeNull();
    });

    it('vouches for nobody while the adapter cannot load, and again once it does', async () => {
      const load = jest
        .fn()
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockResolvedValueOnce(fakeBackend());
      const service = createBackendService(config, load, memoryOf(anu));
      await expect(service.authState.currentUser()).rejects.toThrow('ChunkLoadError');
      expect(service.authState.rememberedUser?.()).toBeNull();
      await service.get();
      expect(service.authState.rememberedUser?.()).toEqual(anu);
    });

    it('follows a sign-in made in the dialog, with no guard listening', async () => {
      const backend = fakeBackend();
      const memory = memoryOf(null);
      const service = createBackendService(config, () => Promise.resolve(backend), memory);
      await service.get();
      backend.emit({ uid: 'u2', displayName: 'Kannan', email: 'k@example.com', providers: [] });
      expect(memory.kept).toMatchObject({ uid: 'u2', displayName: 'Kannan' });
    });
  });
});
