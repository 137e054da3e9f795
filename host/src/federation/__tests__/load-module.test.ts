/** @jest-environment node */
import { GAME_CONTRACT_VERSION } from '@onam/shared/contracts/game';
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { unavailableModule } from '../unavailable';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

type LoadModule = typeof import('../load-module');
type RegisterRemotes = typeof import('../register-remotes');
type FederationRuntime = typeof import('../federation-runtime');

const GAMES_ENTRY = 'http://localhost:3001/mf-manifest.json';
const POOKALAM = { remote: 'games', module: 'pookalam' };

/** The local campaign with its games remote only, at `entry`. */
const gamesAt = (entry: string, version = '0.1.0') =>
  manifestFixture((m) => {
    m.remotes = { games: { entry, version } };
  });
const manifest = gamesAt(GAMES_ENTRY);

function GameComponent() {
  return null;
}

function gameModule(contractVersion = '1.0') {
  return {
    default: GameComponent,
    meta: { kind: 'game', id: 'pookalam', title: { en: 'Pookalam' }, contractVersion },
  };
}

// load-module and register-remotes keep state per remote (what failed, what is registered), so
// every test gets fresh copies of them and of the mocked runtime.
let loadRemote: jest.Mock;
let registerRemotes: jest.Mock;
let loadFederatedModule: LoadModule['loadFederatedModule'];
let RemoteLoadError: LoadModule['RemoteLoadError'];
let registerCampaignRemotes: RegisterRemotes['registerCampaignRemotes'];
let federationRuntime: FederationRuntime['federationRuntime'];

beforeEach(async () => {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  loadRemote = runtime.loadRemote as unknown as jest.Mock;
  registerRemotes = runtime.registerRemotes as unknown as jest.Mock;
  ({ loadFederatedModule, RemoteLoadError } = await import('../load-module'));
  ({ registerCampaignRemotes } = await import('../register-remotes'));
  ({ federationRuntime } = await import('../federation-runtime'));
});

/** The RemoteLoadError a load rejects with (fails the test if it resolves or throws anything else). */
async function loadError(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the load to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RemoteLoadError);
  return error as InstanceType<typeof RemoteLoadError>;
}

describe('loadFederatedModule', () => {
  it('returns a valid game module, loaded by "<remote>/<module>"', async () => {
    const mod = gameModule();
    loadRemote.mockResolvedValue(mod);
    await expect(loadFederatedModule(POOKALAM, 'game')).resolves.toBe(mod);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('games/pookalam');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('throws an "unavailable" RemoteLoadError (503) when the runtime hands back the unavailable marker', async () => {
    loadRemote.mockResolvedValue(unavailableModule('games/pookalam', new Error('offline')));
    const error = await loadError(loadFederatedModule(POOKALAM, 'game'));
    expect(error.failure).toBe('unavailable');
    expect(error.statusCode).toBe(503);
    expect(error.name).toBe('RemoteLoadError');
    expect(error.ref).toEqual(POOKALAM);
    expect(error.message).toBe('games/pookalam: the remote did not answer');
    expect(error).toBeInstanceOf(Error);
  });

  it('throws an "unavailable" RemoteLoadError (503) when loadRemote rejects', async () => {
    loadRemote.mockRejectedValue(new Error('ScriptExternalLoadError'));
    const error = await loadError(loadFederatedModule(POOKALAM, 'game'));
    expect(error.failure).toBe('unavailable');
    expect(error.statusCode).toBe(503);
  });

  // Regression: a loader may reject with an Event or a string, not only an Error.
  it('treats any rejection of loadRemote, not only an Error, as unavailable', async () => {
    loadRemote.mockRejectedValue('ScriptExternalLoadError');
    const error = await loadError(loadFederatedModule(POOKALAM, 'game'));
    expect(error.failure).toBe('unavailable');
  });

  it('throws an "unavailable" RemoteLoadError when loadRemote resolves null', async () => {
    loadRemote.mockResolvedValue(null);
    const error = await loadError(loadFederatedModule(POOKALAM, 'game'));
    expect(error.failure).toBe('unavailable');
  });

  it('throws an "incompatible" RemoteLoadError (500) for a module from contract 2.0', async () => {
    loadRemote.mockResolvedValue(gameModule('2.0'));
    const error = await loadError(loadFederatedModule(POOKALAM, 'game'));
    expect(error.failure).toBe('incompatible');
    expect(error.statusCode).toBe(500);
    expect(error.message).toBe(
      `games/pookalam: contract 2.0 does not fit this site's ${GAME_CONTRACT_VERSION}`,
    );
  });

  it('throws a "wrong-kind" RemoteLoadError when the module is not the kind the host expects', async () => {
    loadRemote.mockResolvedValue(gameModule());
    const error = await loadError(
      loadFederatedModule({ remote: 'games', module: 'play-icon' }, 'play-icon'),
    );
    expect(error.failure).toBe('wrong-kind');
    expect(error.statusCode).toBe(500);
  });

  it('throws a "not-a-module" RemoteLoadError for something that is not a module', async () => {
    loadRemote.mockResolvedValue({ default: 'oops' });
    const error = await loadError(loadFederatedModule(POOKALAM, 'game'));
    expect(error.failure).toBe('not-a-module');
  });

  describe('retrying after a failure', () => {
    beforeEach(async () => {
      registerCampaignRemotes(manifest);
      await federationRuntime();
      expect(registerRemotes).toHaveBeenCalledTimes(1);
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'games', entry: GAMES_ENTRY }], {
        force: false,
      });
      registerRemotes.mockClear();
    });

    it('re-registers the remote with force: true before the next load, and only once', async () => {
      const mod = gameModule();
      loadRemote.mockResolvedValueOnce(unavailableModule('games/pookalam', new Error('offline')));
      await loadError(loadFederatedModule(POOKALAM, 'game'));
      expect(registerRemotes).not.toHaveBeenCalled();

      loadRemote.mockResolvedValueOnce(mod);
      await expect(loadFederatedModule(POOKALAM, 'game')).resolves.toBe(mod);
      expect(registerRemotes).toHaveBeenCalledTimes(1);
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'games', entry: GAMES_ENTRY }], {
        force: true,
      });
      // The reset happens before the retry's loadRemote, not after it.
      expect(registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(
        loadRemote.mock.invocationCallOrder[1] as number,
      );

      loadRemote.mockResolvedValueOnce(mod);
      await expect(loadFederatedModule(POOKALAM, 'game')).resolves.toBe(mod);
      expect(registerRemotes).toHaveBeenCalledTimes(1);
    });

    it('re-registers after a rejected load too', async () => {
      loadRemote.mockRejectedValueOnce(new Error('offline'));
      await loadError(loadFederatedModule(POOKALAM, 'game'));

      loadRemote.mockResolvedValueOnce(gameModule());
      await loadFederatedModule(POOKALAM, 'game');
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'games', entry: GAMES_ENTRY }], {
        force: true,
      });
    });

    it('re-registers once per failure while the remote keeps failing', async () => {
      loadRemote.mockResolvedValue(unavailableModule('games/pookalam', new Error('offline')));
      await loadError(loadFederatedModule(POOKALAM, 'game'));
      await loadError(loadFederatedModule(POOKALAM, 'game'));
      await loadError(loadFederatedModule(POOKALAM, 'game'));
      // The first load had nothing to reset; each later one resets the previous failure.
      expect(registerRemotes).toHaveBeenCalledTimes(2);
    });

    it('resets only the remote that failed, when another module of it loads next', async () => {
      loadRemote.mockResolvedValueOnce(unavailableModule('games/pookalam', new Error('offline')));
      await loadError(loadFederatedModule(POOKALAM, 'game'));

      loadRemote.mockResolvedValueOnce({
        ...gameModule(),
        meta: { ...gameModule().meta, id: 'sadya' },
      });
      await loadFederatedModule({ remote: 'games', module: 'sadya' }, 'game');
      expect(registerRemotes).toHaveBeenCalledTimes(1);
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'games', entry: GAMES_ENTRY }], {
        force: true,
      });
    });

    it('does not re-register after a contract failure, which a retry cannot fix', async () => {
      loadRemote.mockResolvedValueOnce(gameModule('2.0'));
      await loadError(loadFederatedModule(POOKALAM, 'game'));

      loadRemote.mockResolvedValueOnce(gameModule());
      await loadFederatedModule(POOKALAM, 'game');
      expect(registerRemotes).not.toHaveBeenCalled();
    });
  });

  it('cannot re-register a remote that was never registered, but still retries the load', async () => {
    loadRemote.mockResolvedValueOnce(unavailableModule('games/pookalam', new Error('offline')));
    await loadError(loadFederatedModule(POOKALAM, 'game'));

    const mod = gameModule();
    loadRemote.mockResolvedValueOnce(mod);
    await expect(loadFederatedModule(POOKALAM, 'game')).resolves.toBe(mod);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('registerCampaignRemotes', () => {
  it('waits for the runtime: nothing is fetched for it, and the entries are registered when it starts', async () => {
    registerCampaignRemotes(manifest);
    expect(registerRemotes).not.toHaveBeenCalled();
    await federationRuntime();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'games', entry: GAMES_ENTRY }], {
      force: false,
    });
  });

  it('registers only the latest entry of a remote moved before the runtime started', async () => {
    const moved = 'http://localhost:4001/mf-manifest.json';
    registerCampaignRemotes(manifest);
    registerCampaignRemotes(gamesAt(moved, '0.2.0'));
    await federationRuntime();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'games', entry: moved }], {
      force: false,
    });
  });

  it('registers each remote once, and again with force: true only when its entry changes', async () => {
    await federationRuntime();
    registerCampaignRemotes(manifest);
    registerCampaignRemotes(manifest);
    expect(registerRemotes).toHaveBeenCalledTimes(1);

    const moved = 'http://localhost:4001/mf-manifest.json';
    registerCampaignRemotes(gamesAt(moved, '0.2.0'));
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'games', entry: moved }], {
      force: true,
    });
  });
});
