import '@testing-library/jest-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { backendKeys } from '../../backend/queries';
import type { BackendPort } from '../../backend/port';
import { BackendProvider, useBackend, useBackendReady } from '../backend-context';
import {
  useCurrentUser,
  useGameStats,
  useLeaderboard,
  useProfile,
  useRecentPlays,
  useRecordPlay,
  useRemoveMedia,
  useSignIn,
  useSignOut,
  useUploadMedia,
} from '../backend-hooks';
import { rememberSession } from '../../session/remembered-session';
import { fakeBackend } from './fake-backend';

function setup() {
  const fake = fakeBackend();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BackendProvider backend={fake.backend}>{children}</BackendProvider>
    </QueryClientProvider>
  );
  return { ...fake, client, wrapper };
}

describe('BackendProvider', () => {
  it('suspends useBackend until the adapter arrives, while useBackendReady says null', async () => {
    const { backend } = fakeBackend();
    function Kind() {
      return <p>adapter {useBackend().kind}</p>;
    }
    function Ready() {
      return <p>ready {String(useBackendReady()?.kind ?? null)}</p>;
    }
    const tree = (value: BackendPort | null) => (
      <BackendProvider backend={value}>
        <Ready />
        <Suspense fallback={<p>loading</p>}>
          <Kind />
        </Suspense>
      </BackendProvider>
    );
    let rerender!: (ui: ReactNode) => void;
    await act(async () => {
      ({ rerender } = render(tree(null)));
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.getByText('ready null')).toBeInTheDocument();
    await act(async () => rerender(tree(backend)));
    expect(await screen.findByText('adapter local')).toBeInTheDocument();
    expect(screen.getByText('ready local')).toBeInTheDocument();
  });

  it('asks for the adapter when a component needs it, and not before', async () => {
    const { backend } = fakeBackend();
    const load = jest.fn();
    function Kind() {
      return <p>adapter {useBackend().kind}</p>;
    }
    const tree = (value: BackendPort | null, needed: boolean) => (
      <BackendProvider backend={value} load={load}>
        <Suspense fallback={<p>loading</p>}>{needed && <Kind />}</Suspense>
      </BackendProvider>
    );
    let rerender!: (ui: ReactNode) => void;
    await act(async () => {
      ({ rerender } = render(tree(null, false)));
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => rerender(tree(null, true)));
    expect(load).toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => rerender(tree(backend, true)));
    expect(await screen.findByText('adapter local')).toBeInTheDocument();
  });

  it('draws a remembered visitor’s reads before the adapter arrives, and fills them once it does', async () => {
    const { backend, setUser, account } = fakeBackend();
    const anu = account('anu');
    rememberSession({ uid: anu.uid, displayName: anu.displayName, email: anu.email });
    const load = jest.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Page() {
      const user = useCurrentUser({ remembered: true }).data;
      const stats = useGameStats(user?.uid, 'all');
      const board = useLeaderboard('pookalam', user?.uid);
      return (
        <>
          <p>hello {user?.displayName}</p>
          <p>{stats.isPending ? 'figures loading' : `plays ${stats.data?.plays}`}</p>
          <p>{board.isPending ? 'board loading' : 'board here'}</p>
        </>
      );
    }
    const tree = (value: BackendPort | null) => (
      <QueryClientProvider client={client}>
        <BackendProvider backend={value} load={load}>
          <Suspense fallback={<p>suspended</p>}>
            <Page />
          </Suspense>
        </BackendProvider>
      </QueryClientProvider>
    );
    try {
      let rerender!: (ui: ReactNode) => void;
      await act(async () => {
        ({ rerender } = render(tree(null)));
      });
      expect(screen.queryByText('suspended')).not.toBeInTheDocument();
      expect(screen.getByText('hello anu')).toBeInTheDocument();
      expect(screen.getByText('figures loading')).toBeInTheDocument();
      expect(screen.getByText('board loading')).toBeInTheDocument();
      expect(load).toHaveBeenCalled();
      expect(backend.plays.summary).not.toHaveBeenCalled();

      setUser(anu);
      await act(async () => rerender(tree(backend)));
      expect(await screen.findByText('plays 0')).toBeInTheDocument();
      expect(await screen.findByText('board here')).toBeInTheDocument();
    } finally {
      rememberSession(null);
    }
  });

  it('waits for the adapter for a visitor this device does not remember', async () => {
    const load = jest.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Page() {
      return <p>visitor {String(useCurrentUser({ remembered: true }).data?.uid ?? null)}</p>;
    }
    await act(async () => {
      render(
        <QueryClientProvider client={client}>
          <BackendProvider backend={null} load={load}>
            <Suspense fallback={<p>suspended</p>}>
              <Page />
            </Suspense>
          </BackendProvider>
        </QueryClientProvider>,
      );
    });
    expect(screen.getByText('suspended')).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
  });

  it('throws a clear error outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useBackend())).toThrow(/inside <BackendProvider>/);
    jest.mocked(console.error).mockRestore();
  });
});

describe('backend hooks', () => {
  it('reads the current user and follows sign-in and sign-out from the subscription', async () => {
    const { wrapper, setUser, account } = setup();
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();

    act(() => setUser(account('anjali')));
    await waitFor(() => expect(result.current.data?.uid).toBe('anjali'));
    act(() => setUser(null));
    await waitFor(() => expect(result.current.data).toBeNull());
  });

  it('stays idle without a uid', () => {
    const { wrapper, backend } = setup();
    const { result } = renderHook(() => useProfile(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(backend.profiles.get).not.toHaveBeenCalled();
  });

  it('reads recent plays and stats from one summary, and refetches it and the board after a play', async () => {
    const { wrapper, backend, setUser, account } = setup();
    setUser(account('anjali'));
    const { result } = renderHook(
      () => ({
        recent: useRecentPlays('anjali', 5),
        stats: useGameStats('anjali', 'all'),
        sadya: useGameStats('anjali', 'sadya'),
        board: useLeaderboard('sadya', 'anjali'),
        record: useRecordPlay(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.recent.data).toEqual([]));
    await waitFor(() => expect(result.current.stats.data?.plays).toBe(0));
    expect(result.current.sadya.data).toMatchObject({ gameId: 'sadya', plays: 0 });
    // Three readers, one read.
    expect(backend.plays.summary).toHaveBeenCalledTimes(1);
    expect(backend.plays.summary).toHaveBeenCalledWith('anjali');

    await act(() =>
      result.current.record.mutateAsync({
        play: { gameId: 'sadya', score: 70, maxScore: 100, durationMs: 1 },
        deviceId: 'd1',
      }),
    );
    expect(backend.plays.record).toHaveBeenCalledWith(
      { gameId: 'sadya', score: 70, maxScore: 100, durationMs: 1 },
      { deviceId: 'd1' },
    );
    await waitFor(() => expect(result.current.recent.data).toHaveLength(1));
    expect(result.current.stats.data?.plays).toBe(1);
    expect(result.current.sadya.data?.bestScore).toBe(70);
    expect(backend.plays.summary).toHaveBeenCalledTimes(2);
    expect(backend.leaderboard.get).toHaveBeenCalledTimes(2);
  });

  it('keeps at most the number of recent plays asked for', async () => {
    const { wrapper, backend, setUser, account } = setup();
    setUser(account('anjali'));
    for (const score of [10, 20, 30]) {
      await backend.plays.record({ gameId: 'dress', score, maxScore: 100, durationMs: 1 });
    }
    const { result } = renderHook(() => useRecentPlays('anjali', 2), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
  });

  it('saves a play that has no device id without one', async () => {
    const { wrapper, backend, setUser, account } = setup();
    setUser(account('anjali'));
    const { result } = renderHook(() => useRecordPlay(), { wrapper });
    const play = { gameId: 'dress' as const, score: 5, maxScore: 100, durationMs: 1 };
    await act(() => result.current.mutateAsync({ play }));
    expect(backend.plays.record).toHaveBeenCalledWith(play, {});
  });

  it('signs in, refreshes the visitor’s data, and on sign-out forgets it', async () => {
    const { wrapper, client, backend } = setup();
    const { result } = renderHook(
      () => ({ user: useCurrentUser(), signIn: useSignIn(), signOut: useSignOut() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.user.isSuccess).toBe(true));

    await act(() =>
      result.current.signIn.mutateAsync({ email: 'anjali@example.com', password: 'onam2025' }),
    );
    await waitFor(() => expect(result.current.user.data?.uid).toBe('anjali'));
    await client.prefetchQuery({
      queryKey: backendKeys.profile('anjali'),
      queryFn: () => backend.profiles.get('anjali'),
    });

    await act(() => result.current.signOut.mutateAsync());
    await waitFor(() => expect(result.current.user.data).toBeNull());
    expect(client.getQueryData(backendKeys.profile('anjali'))).toBeUndefined();
  });

  it('refreshes the visitor’s media list after an upload and a removal', async () => {
    const { wrapper, client, backend, setUser, account } = setup();
    setUser(account('anjali'));
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => ({ upload: useUploadMedia(), remove: useRemoveMedia() }), {
      wrapper,
    });
    const onProgress = jest.fn();
    const file = new File(['x'], 'hi.webm', { type: 'audio/webm' });
    await act(() => result.current.upload.mutateAsync({ file, onProgress }));
    expect(backend.media.upload).toHaveBeenCalledWith(file, { onProgress });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: backendKeys.mediaList('anjali') });

    await act(() => result.current.remove.mutateAsync('m1'));
    expect(backend.media.remove).toHaveBeenCalledWith('m1');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: backendKeys.media() });
  });
});
