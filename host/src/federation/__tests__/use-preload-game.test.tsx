import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { usePreloadLikelyGame } from '../use-preload-game';
import type { GameTile } from '../preload-plan';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const { loadRemote } = jest.requireMock<{ loadRemote: jest.Mock }>(
  '@module-federation/enhanced/runtime',
);
jest.mock('../warm-module', () => ({ warmRemoteModule: jest.fn(async () => undefined) }));
const { warmRemoteModule } = jest.requireMock<{ warmRemoteModule: jest.Mock }>('../warm-module');

const { routes } = manifestFixture();
const tiles: GameTile[] = [{ path: '/game', availability: { state: 'open' } }];

function setConnection(connection: { effectiveType: string; saveData: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function renderWithClient() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => usePreloadLikelyGame(routes, tiles), { wrapper });
  return client;
}

beforeEach(() => {
  loadRemote.mockReset();
  warmRemoteModule.mockClear();
  setConnection(undefined);
});

describe('usePreloadLikelyGame', () => {
  it('downloads the first open game after the first paint, and runs none of it', async () => {
    const client = renderWithClient();
    await waitFor(() =>
      expect(warmRemoteModule).toHaveBeenCalledWith({ remote: 'games', module: 'pookalam' }),
    );
    // Its code runs only when the visitor shows they want it (the tile's intent).
    expect(loadRemote).not.toHaveBeenCalled();
    expect(client.getQueryCache().findAll({ queryKey: ['remote-module'] })).toEqual([]);
  });

  it.each([
    ['in data-saver mode', { effectiveType: '4g', saveData: true }],
    ['on a 2g connection', { effectiveType: '2g', saveData: false }],
  ])('downloads nothing %s', async (_label, connection) => {
    setConnection(connection);
    renderWithClient();
    // Long enough for the first paint's fallback and the idle callback's fallback.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(warmRemoteModule).not.toHaveBeenCalled();
  });
});
