import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import type { FinishedPlay } from '@onam/shared/contracts/game';
import { pendingPlays } from '@onam/shared/backend/pending-plays';
import { BackendError, type PlayInput } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useCurrentUser } from '@onam/shared/react/backend-hooks';
import { fakeBackend } from '../../../../shared/src/react/__tests__/fake-backend';
import { goneAccount } from '../../backend/account-gone';
import { PendingPlaysSync } from '../pending-plays-sync';
import { PlaySaveStatus } from '../play-save-status';
import { RETRY_MS } from '../save-plays';
import { syncStatus } from '../sync-status';
import { useFinishPlay } from '../use-finish-play';

jest.mock('../../federation/remote-auth-dialog', () => ({
  RemoteAuthDialog: ({
    reason,
    initialMode,
    onSignedIn,
    onClose,
  }: {
    reason: string;
    initialMode: string;
    onSignedIn?: () => void;
    onClose: () => void;
  }) => (
    <div role="dialog" aria-label={`auth ${initialMode}`}>
      {reason}
      {/* What the real dialog does once an account is made: says so, then closes. */}
      <button
        type="button"
        onClick={() => {
          onSignedIn?.();
          onClose();
        }}
      >
        registered
      </button>
    </div>
  ),
}));

const play: FinishedPlay = { gameId: 'sadya', score: 87, maxScore: 100, durationMs: 61_000 };

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** A stand-in for the game screen: a "finish" button, the status, and the sync. */
function FinishingScreen({ finishWith = play }: { finishWith?: FinishedPlay }) {
  const finish = useFinishPlay();
  const [pending, setPending] = useState<{ id: string; score: number } | null>(null);
  useCurrentUser(); // as the account menu does: keeps the visitor in the query cache
  return (
    <>
      <button type="button" onClick={() => setPending(finish(finishWith))}>
        finish
      </button>
      {pending && <PlaySaveStatus pendingId={pending.id} score={pending.score} />}
      <PendingPlaysSync />
    </>
  );
}

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

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
  syncStatus.set('none');
});

describe('saving a finished play', () => {
  it('keeps a signed-out play on the device, offers registration, and saves it after sign-in', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    render(<FinishingScreen />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'finish' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your score of 87 is kept on this device. Register or sign in to save it',
    );
    expect(pendingPlays().list()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save my score' }));
    expect(screen.getByRole('dialog', { name: 'auth register' })).toHaveTextContent(
      'Register or sign in to keep your score of 87.',
    );
    expect(backend.plays.record).not.toHaveBeenCalled();

    act(() => setUser(account('asha')));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your score of 87 is saved to your statistics.',
      ),
    );
    expect(backend.plays.record).toHaveBeenCalledTimes(1);
    expect(backend.plays.record).toHaveBeenCalledWith(
      { gameId: 'sadya', score: 87, maxScore: 100, durationMs: 61_000 },
      { deviceId: expect.any(String) },
    );
    expect(pendingPlays().list()).toEqual([]);
  });

  it('says "saved" in the very line that said "kept", which has focus once the dialog has registered the visitor', async () => {
    const user = userEvent.setup();
    const { setUser, account, wrapper } = setup();
    render(<FinishingScreen />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    // A live region is announced when its words change, not when a new one appears with words.
    const line = await screen.findByRole('status');
    expect(line).toHaveTextContent('is kept on this device');
    await user.click(screen.getByRole('button', { name: 'Save my score' }));

    act(() => setUser(account('asha')));
    await user.click(screen.getByRole('button', { name: 'registered' }));
    await waitFor(() =>
      expect(line).toHaveTextContent('Your score of 87 is saved to your statistics.'),
    );
    expect(line).toBeInTheDocument();
    // Not left on the page's body, where the button that opened the dialog was removed.
    expect(line).toHaveFocus();
  });

  it('keeps the registration dialog open when the backend it asked for arrives', async () => {
    const user = userEvent.setup();
    const fake = fakeBackend();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pending = pendingPlays().add(play, null);
    const page = (backend: typeof fake.backend | null) => (
      <QueryClientProvider client={client}>
        <BackendProvider backend={backend}>
          <PlaySaveStatus pendingId={pending.id} score={pending.score} />
        </BackendProvider>
      </QueryClientProvider>
    );
    // A first visitor: nothing has loaded the backend yet.
    const { rerender } = render(page(null));
    await user.click(screen.getByRole('button', { name: 'Save my score' }));
    expect(screen.getByRole('dialog', { name: 'auth register' })).toBeInTheDocument();
    // The dialog loads it; its arrival must not take the dialog away from the visitor.
    rerender(page(fake.backend));
    await act(async () => undefined);
    expect(screen.getByRole('dialog', { name: 'auth register' })).toBeInTheDocument();
  });

  it("saves a signed-in visitor's play at once", async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    setUser(account('ravi'));
    render(<FinishingScreen />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('saved to your statistics'),
    );
    expect(backend.plays.record).toHaveBeenCalledTimes(1);
  });

  it('keeps the play while offline and saves it when the network returns', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    setUser(account('ravi'));
    render(<FinishingScreen />, { wrapper });
    await screen.findByRole('button', { name: 'finish' });
    act(() => setOnline(false));
    await user.click(screen.getByRole('button', { name: 'finish' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline. Your score of 87 is kept on this device',
    );
    expect(backend.plays.record).not.toHaveBeenCalled();

    act(() => setOnline(true));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('saved to your statistics'),
    );
    expect(backend.plays.record).toHaveBeenCalledTimes(1);
  });

  it('keeps the play when saving fails, and says it is still being saved', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    backend.plays.record.mockRejectedValueOnce(
      Object.assign(new Error('network'), { name: 'BackendError', code: 'network' }),
    );
    setUser(account('ravi'));
    render(<FinishingScreen />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    await waitFor(() => expect(backend.plays.record).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Saving your score');
    expect(pendingPlays().list()).toHaveLength(1);
  });

  it('keeps a play finished after hours with the tab open, its length capped', async () => {
    const user = userEvent.setup();
    const { wrapper } = setup();
    render(<FinishingScreen finishWith={{ ...play, durationMs: 5 * 60 * 60 * 1000 }} />, {
      wrapper,
    });
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    expect(pendingPlays().list()).toEqual([
      expect.objectContaining({ score: play.score, durationMs: 2 * 60 * 60 * 1000 }),
    ]);
  });

  it('refuses a play the game contract does not allow, and logs it', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { wrapper } = setup();
    render(<FinishingScreen finishWith={{ ...play, score: 250 }} />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pendingPlays().list()).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('sends the play with its device id, so a save retried after a lost answer is saved once', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    setUser(account('ravi'));
    const add = jest.spyOn(pendingPlays(), 'add');
    render(<FinishingScreen />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    await waitFor(() => expect(backend.plays.record).toHaveBeenCalledTimes(1));
    const pending = add.mock.results[0]?.value as { id: string } | undefined;
    add.mockRestore();
    expect(pending?.id).toEqual(expect.any(String));
    expect(backend.plays.record).toHaveBeenCalledWith(expect.anything(), {
      deviceId: pending?.id,
    });
  });
});

describe('a play for an account deleted elsewhere', () => {
  it('signs the visitor out and takes them to the page that says so, keeping the play until then', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, client } = setup();
    // Deleted in another tab or on another device: the server refuses whatever this device sends.
    backend.plays.record.mockRejectedValue(
      new BackendError('account-deleted', 'This account was deleted'),
    );
    setUser(account('ravi'));
    render(
      <QueryClientProvider client={client}>
        <BackendProvider backend={backend}>
          <MemoryRouter initialEntries={['/dress']}>
            <Routes>
              <Route path="/dress" element={<FinishingScreen />} />
              <Route path="/account-deleted" element={<p>the deleted page</p>} />
            </Routes>
          </MemoryRouter>
        </BackendProvider>
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    expect(await screen.findByText('the deleted page')).toBeInTheDocument();
    expect(backend.accounts.signOut).toHaveBeenCalledTimes(1);
    // Asked once: a deleted account is not asked again and again.
    expect(backend.plays.record).toHaveBeenCalledTimes(1);
    // Still on the device: the page says so before anything is dropped.
    expect(pendingPlays().list()).toEqual([expect.objectContaining({ uid: 'ravi', score: 87 })]);
    expect(goneAccount.get()).toEqual({ uid: 'ravi', email: 'ravi@example.com', waitingPlays: 1 });
  });
});

describe('a play the server keeps failing on', () => {
  const internal = () => new BackendError('unknown', 'INTERNAL [500]');
  const failingOn = (score: number) => async (input: PlayInput) => {
    if (input.score === score) throw internal();
    return { ...input, id: `p${input.score}`, uid: 'ravi', playedAt: '2026-08-26T10:00:00.000Z' };
  };
  const setAsideText =
    'Your score of 87 could not be saved: the server ran into a problem each time it was sent. It stays on this device until you try again or remove it.';

  /** Finishes the play and lets the sync fail on it until it is set aside (three tries). */
  async function setAside() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fake = setup();
    fake.backend.plays.record.mockImplementation(failingOn(87));
    fake.setUser(fake.account('ravi'));
    render(<FinishingScreen />, { wrapper: fake.wrapper });
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    await waitFor(() => expect(fake.backend.plays.record).toHaveBeenCalledTimes(1));
    // Held, not given up: the visitor is told it is still being saved.
    expect(screen.getByRole('status')).toHaveTextContent('Saving your score');
    // The waits grow: the usual pause, then four times it.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RETRY_MS);
    });
    expect(fake.backend.plays.record).toHaveBeenCalledTimes(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4 * RETRY_MS);
    });
    expect(fake.backend.plays.record).toHaveBeenCalledTimes(3);
    expect(await screen.findByText(setAsideText)).toBeInTheDocument();
    return { ...fake, user };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is set aside after three tries, kept with Try again and Remove, and sent no more', async () => {
    const { backend } = await setAside();
    expect(
      screen.getByRole('button', { name: 'Try again to save your score of 87' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove your score of 87' })).toBeVisible();
    expect(pendingPlays().list()).toEqual([
      expect.objectContaining({ score: 87, setAsideAt: expect.any(String) }),
    ]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    });
    expect(backend.plays.record).toHaveBeenCalledTimes(3);
  });

  it('holds up no later play, of any game', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { backend, setUser, account, wrapper } = setup();
    pendingPlays().add({ gameId: 'pookalam', score: 40, maxScore: 100, durationMs: 1_000 }, null);
    backend.plays.record.mockImplementation(failingOn(40));
    setUser(account('ravi'));
    render(<FinishingScreen />, { wrapper });
    await waitFor(() => expect(backend.plays.record).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    expect(
      await screen.findByText('Your score of 87 is saved to your statistics.'),
    ).toBeInTheDocument();
    expect(pendingPlays().list()).toEqual([expect.objectContaining({ score: 40, failures: 1 })]);
  });

  it('is sent again on Try again and saved', async () => {
    const { backend, user } = await setAside();
    backend.plays.record.mockImplementation(failingOn(-1));
    await user.click(screen.getByRole('button', { name: 'Try again to save your score of 87' }));
    expect(
      await screen.findByText('Your score of 87 is saved to your statistics.'),
    ).toBeInTheDocument();
    expect(backend.plays.record).toHaveBeenCalledTimes(4);
    expect(pendingPlays().list()).toEqual([]);
  });

  it('is removed only once the visitor confirms, and then says so', async () => {
    const { user } = await setAside();
    const remove = screen.getByRole('button', { name: 'Remove your score of 87' });
    await user.click(remove);
    const question = {
      name: 'Remove your score of 87 from this device? It was never saved, so it cannot be brought back.',
    };
    expect(screen.getByRole('group', question)).toBeVisible();
    // The safe answer has the focus, and gives it back to Remove.
    const cancel = screen.getByRole('button', { name: 'Cancel removing your score of 87' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    expect(screen.queryByRole('group', question)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove your score of 87' })).toHaveFocus();
    expect(pendingPlays().list()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove your score of 87' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove your score of 87' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your score of 87 was removed from this device without being saved.',
    );
    expect(pendingPlays().list()).toEqual([]);
  });
});

describe('a play the server does not save at once', () => {
  const evidence = { version: '0.2.0', record: { dishes: ['rice', 'sambar'] } };

  it('says a play the server refused was not saved, and lets it go', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    backend.plays.record.mockRejectedValueOnce(
      new BackendError('invalid-input', 'the record scores 40, not 87'),
    );
    setUser(account('ravi'));
    render(<FinishingScreen finishWith={{ ...play, evidence }} />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    expect(
      await screen.findByText(
        'Your score of 87 could not be checked against the game, so it was not saved. Play again to set a score.',
      ),
    ).toBeInTheDocument();
    expect(backend.plays.record).toHaveBeenCalledWith(
      expect.objectContaining({ evidence }),
      expect.anything(),
    );
    expect(pendingPlays().list()).toEqual([]);
    expect(screen.queryByText(/saved to your statistics/)).not.toBeInTheDocument();
  });

  it('keeps a play the server is pacing, says so, and saves it after the wait it names', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { backend, setUser, account, wrapper } = setup();
      backend.plays.record.mockRejectedValueOnce(
        new BackendError('rate-limited', 'too many plays', { retryAfterMs: 5_000 }),
      );
      setUser(account('ravi'));
      render(<FinishingScreen />, { wrapper });
      await user.click(await screen.findByRole('button', { name: 'finish' }));
      expect(
        await screen.findByText(
          'Many plays came in a short time. Your score of 87 is kept on this device and saved in a moment.',
        ),
      ).toBeInTheDocument();
      expect(pendingPlays().list()).toHaveLength(1);

      await act(async () => {
        await jest.advanceTimersByTimeAsync(4_900);
      });
      expect(backend.plays.record).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(
        await screen.findByText('Your score of 87 is saved to your statistics.'),
      ).toBeInTheDocument();
      expect(backend.plays.record).toHaveBeenCalledTimes(2);
      expect(pendingPlays().list()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a play the server cannot check yet, and says it is saved once it can', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    backend.plays.record.mockRejectedValueOnce(new BackendError('unavailable'));
    setUser(account('ravi'));
    render(<FinishingScreen />, { wrapper });
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    expect(
      await screen.findByText(
        'Your score of 87 is kept on this device. It is saved as soon as the server can check this version of the game.',
      ),
    ).toBeInTheDocument();
    expect(pendingPlays().list()).toHaveLength(1);
  });

  it('holds up no later play while one waits for the server to check its games version', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    const unchecked = pendingPlays().add({ ...play, score: 12, evidence }, 'ravi');
    backend.plays.record.mockImplementation(async (input: PlayInput) => {
      if (input.score === 12) throw new BackendError('unavailable');
      return { ...input, id: 'p', uid: 'ravi', playedAt: '2026-08-26T10:00:00.000Z' };
    });
    setUser(account('ravi'));
    render(<FinishingScreen />, { wrapper });
    await waitFor(() => expect(backend.plays.record).toHaveBeenCalledTimes(1));
    await user.click(await screen.findByRole('button', { name: 'finish' }));
    expect(
      await screen.findByText('Your score of 87 is saved to your statistics.'),
    ).toBeInTheDocument();
    // The held play was not sent again with the new one: it waits its own, longer turn.
    expect(backend.plays.record).toHaveBeenCalledTimes(2);
    expect(pendingPlays().list()).toEqual([
      expect.objectContaining({ id: unchecked.id, lastFailure: expect.anything() }),
    ]);
  });

  // Last: the device's store stays in memory for the rest of this file once storage has failed.
  it('says a play is held by this page only when the device has no room to keep it', async () => {
    const user = userEvent.setup();
    const full = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      const { wrapper } = setup();
      render(<FinishingScreen />, { wrapper });
      await user.click(await screen.findByRole('button', { name: 'finish' }));
      expect(
        await screen.findByText(
          'This device has no room left to keep your score of 87. Register or sign in now, without closing this page, to save it.',
        ),
      ).toBeInTheDocument();
      expect(pendingPlays().keptOnDevice()).toBe(false);
      expect(pendingPlays().list()).toHaveLength(1);
    } finally {
      full.mockRestore();
    }
  });
});
