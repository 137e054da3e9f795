import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { pendingPlays, SET_ASIDE_AFTER_FAILURES } from '@onam/shared/backend/pending-plays';
import { BackendError, type Play, type PlayInput } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { fakeBackend } from '../../../../../shared/src/react/__tests__/fake-backend';
import { PendingPlaysSync } from '../../../plays/pending-plays-sync';
import { PlaySaveStatus } from '../../../plays/play-save-status';
import { ResultShare } from '../result-share';

jest.mock('../../../federation/remote-auth-dialog', () => ({
  RemoteAuthDialog: () => null,
}));

/** Under a finished game, as the game screen puts them: the status line, the share, the sync. */
function Finished({ pendingId }: { pendingId: string }) {
  return (
    <>
      <PlaySaveStatus pendingId={pendingId} score={87} />
      <ResultShare pendingId={pendingId} routePath="/eat" game="Sadya" />
      <PendingPlaysSync />
    </>
  );
}

const shareRegion = () => screen.queryByRole('region', { name: 'Share your score' });

function setup() {
  const fake = fakeBackend();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BackendProvider backend={fake.backend}>{children}</BackendProvider>
    </QueryClientProvider>
  );
  return { ...fake, wrapper };
}

const play = { gameId: 'sadya' as const, score: 87, maxScore: 100, durationMs: 61_000 };
const SHARE_ID = 'q3Jd8XkT0pLmZ2vB7nWc4R';

beforeEach(() => localStorage.clear());

describe('sharing a finished game’s score', () => {
  it('offers WhatsApp and Copy link with the play’s share id, and no figure or account, once the server has saved it', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    let answer: (saved: Play) => void = () => undefined;
    backend.plays.record.mockImplementationOnce(
      (input: PlayInput) =>
        new Promise<Play>((resolve) => {
          answer = (saved) => resolve({ ...saved, ...input });
        }),
    );
    const pending = pendingPlays().add(play, null);
    render(<Finished pendingId={pending.id} />, { wrapper });
    // Signed out: the play is not anyone's yet, so there is nothing to link to.
    await act(async () => undefined);
    expect(shareRegion()).toBeNull();

    // Signed in and being saved: still nothing to link to, and the status line says it waits.
    act(() => setUser(account('asha')));
    await waitFor(() => expect(backend.plays.record).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Saving your score…');
    expect(shareRegion()).toBeNull();

    // Saved: the ways to share it appear, without a reload.
    act(() =>
      answer({
        ...play,
        id: `asha_${pending.id}`,
        uid: 'asha',
        playedAt: '2026-08-26T10:00:00.000Z',
        shareId: SHARE_ID,
      }),
    );
    const region = await screen.findByRole('region', { name: 'Share your score' });
    expect(screen.getByText('Your score of 87 is saved to your statistics.')).toBeVisible();
    const whatsApp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    expect(region).toContainElement(whatsApp);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    const [words, link] = text.split('\n');
    expect(words).toBe('My Sadya score this Onam: can you beat it?');
    expect(link).toBe(`${window.location.origin}/eat?result=${SHARE_ID}`);
    // Nothing of who played, nor of the play's id on the device.
    expect(text).not.toContain('asha');
    expect(text).not.toContain(pending.id);

    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied. Paste it in a message.')).toBeVisible();
  });

  it('offers the same link after a reload, from what the device remembers of the saved play', async () => {
    const { setUser, account, wrapper } = setup();
    setUser(account('asha'));
    const pending = pendingPlays().add(play, 'asha');
    pendingPlays().markSaved(pending.id, SHARE_ID);
    render(<ResultShare pendingId={pending.id} routePath="/eat" game="Sadya" />, { wrapper });
    const whatsApp = await screen.findByRole('link', { name: 'Send on WhatsApp' });
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text.split('\n')[1]).toBe(`${window.location.origin}/eat?result=${SHARE_ID}`);
  });

  it('offers nothing for a play saved without a share id (remembered from before them)', async () => {
    const { setUser, account, wrapper } = setup();
    setUser(account('asha'));
    const pending = pendingPlays().add(play, 'asha');
    pendingPlays().markSaved(pending.id);
    render(<ResultShare pendingId={pending.id} routePath="/eat" game="Sadya" />, { wrapper });
    await act(async () => undefined);
    expect(shareRegion()).toBeNull();
  });

  it('offers nothing for a play the server refused', async () => {
    const { setUser, account, wrapper } = setup();
    setUser(account('asha'));
    const pending = pendingPlays().add(play, 'asha');
    pendingPlays().refuse(pending.id, 'The score sent is not what this play earns.');
    render(<ResultShare pendingId={pending.id} routePath="/eat" game="Sadya" />, { wrapper });
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Send on WhatsApp' })).toBeNull();
  });

  it('offers nothing while the server fails on the play, nor once it is set aside or removed', async () => {
    const user = userEvent.setup();
    const { backend, setUser, account, wrapper } = setup();
    backend.plays.record.mockRejectedValue(new BackendError('unknown', 'INTERNAL [500]'));
    setUser(account('asha'));
    const pending = pendingPlays().add(play, 'asha');
    render(<Finished pendingId={pending.id} />, { wrapper });
    await waitFor(() => expect(backend.plays.record).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Saving your score…');
    expect(shareRegion()).toBeNull();

    // The failures the sync would meet over a few minutes, as the store counts them.
    act(() => {
      for (let failure = 1; failure < SET_ASIDE_AFTER_FAILURES; failure += 1) {
        const at = new Date().toISOString();
        pendingPlays().fail(
          pending.id,
          { kind: 'failed', reason: 'INTERNAL [500]', at },
          new Date(),
        );
      }
    });
    expect(await screen.findByText(/could not be saved/)).toBeVisible();
    expect(shareRegion()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove your score of 87' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove your score of 87' }));
    expect(screen.getByRole('status')).toHaveTextContent('was removed from this device');
    expect(shareRegion()).toBeNull();
  });
});
