import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { pendingPlays } from '@onam/shared/backend/pending-plays';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { fakeBackend } from '../../../../../shared/src/react/__tests__/fake-backend';
import { ResultShare } from '../result-share';

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

beforeEach(() => localStorage.clear());

describe('sharing a finished game’s score', () => {
  it('offers WhatsApp and Copy link with the play’s server id, and no figure, once signed in', async () => {
    const user = userEvent.setup();
    const { setUser, account, wrapper } = setup();
    const pending = pendingPlays().add(play, null);
    render(<ResultShare pendingId={pending.id} routePath="/eat" game="Sadya" />, { wrapper });
    // Signed out: the play is not anyone's yet, so there is nothing to link to.
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Share your score' })).toBeNull();

    // Signing in (the play is saved to this visitor) brings the ways to share it.
    act(() => setUser(account('asha')));
    const region = await screen.findByRole('region', { name: 'Share your score' });
    const whatsApp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    expect(region).toContainElement(whatsApp);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    const text = new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    const [words, link] = text.split('\n');
    expect(words).toBe('My Sadya score this Onam: can you beat it?');
    expect(link).toBe(`${window.location.origin}/eat?result=asha_${pending.id}`);

    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied. Paste it in a message.')).toBeVisible();
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
});
