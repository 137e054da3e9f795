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

const { routes } = manifestFixture();
const tiles: GameTile[] = [{ path: '/game', availability: { state: 'open' } }];

function Pookalam() {
  return null;
}
const pookalam = {
  default: Pookalam,
  meta: { kind: 'game', id: 'pookalam', title: { en: 'Pookalam' }, contractVersion: '1.0' },
};

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
  loadRemote.mockReset().mockResolvedValue(pookalam);
  setConnection(undefined);
});

describe('usePreloadLikelyGame', () => {
  it('loads the first open game into the query the game screen reads, after the first paint', async () => {
    const client = renderWithClient();
    await waitFor(() => expect(loadRemote).toHaveBeenCalledWith('games/pookalam'));
    await waitFor(() =>
      expect(
        client
          .getQueryCache()
          .find({ queryKey: ['remote-module', 'games', 'pookalam'], exact: false })?.state.data,
      ).toBe(pookalam),
    );
  });

  it.each([
    ['in data-saver mode', { effectiveType: '4g', saveData: true }],
    ['on a 2g connection', { effectiveType: '2g', saveData: false }],
  ])('loads nothing %s', async (_label, connection) => {
    setConnection(connection);
    renderWithClient();
    // Long enough for the first paint's fallback and the idle callback's fallback.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
