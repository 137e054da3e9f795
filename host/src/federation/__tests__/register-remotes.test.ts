/** @jest-environment node */
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

type RegisterRemotes = typeof import('../register-remotes');

const STABLE = 'http://localhost:3001/releases/games/1.4.0/mf-manifest.json';
const CANARY = 'http://localhost:3001/releases/games/1.5.0/mf-manifest.json';

/** The games remote at 1.4.0, with a canary of 1.5.0 for `percent` in a hundred devices. */
const withCanary = (percent?: number) =>
  manifestFixture((m) => {
    m.remotes = {
      games: {
        entry: STABLE,
        version: '1.4.0',
        ...(percent ? { canary: { entry: CANARY, version: '1.5.0', percent } } : {}),
      },
    };
  });

let registerRemotes: jest.Mock;
let remotes: RegisterRemotes;

beforeEach(async () => {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  registerRemotes = runtime.registerRemotes as unknown as jest.Mock;
  remotes = await import('../register-remotes');
  await (await import('../federation-runtime')).federationRuntime();
});

describe('registering the side of a canary this device is on', () => {
  it('registers the canary’s entry for a device inside the share, and says which version is in use', () => {
    remotes.registerCampaignRemotes(withCanary(50), 49);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'games', entry: CANARY }], {
      force: false,
    });
    expect(remotes.versionInUse('games')).toBe('1.5.0');
    expect(remotes.remoteInUse('games')?.side).toBe('canary');
    expect(remotes.registeredEntry('games')).toBe(CANARY);
  });

  it('registers the stable entry for a device outside the share', () => {
    remotes.registerCampaignRemotes(withCanary(50), 50);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'games', entry: STABLE }], {
      force: false,
    });
    expect(remotes.versionInUse('games')).toBe('1.4.0');
  });

  it('moves a canary device to the stable entry when the canary ends, replacing its registration', () => {
    remotes.registerCampaignRemotes(withCanary(10), 3);
    remotes.registerCampaignRemotes(withCanary(), 3);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'games', entry: STABLE }], {
      force: true,
    });
    expect(remotes.versionInUse('games')).toBe('1.4.0');
  });

  it('keeps a stable device’s registration when a canary starts beside it', () => {
    remotes.registerCampaignRemotes(withCanary(), 80);
    remotes.registerCampaignRemotes(withCanary(20), 80);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(remotes.versionInUse('games')).toBe('1.4.0');
  });

  it('knows no version of a remote no manifest named', () => {
    expect(remotes.versionInUse('auth')).toBeUndefined();
  });
});
