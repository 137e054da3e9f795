import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pendingPlays } from '@onam/shared/backend/pending-plays';
import { LocaleContext } from '@onam/shared/react/locale-context';
import { Component as AccountDeleted } from '../account-deleted-screen';
import { goneAccount } from '../../../backend/account-gone';

const play = { gameId: 'dress' as const, score: 90, maxScore: 100, durationMs: 30_000 };

function show(locale: 'en' | 'ml' = 'en') {
  return render(
    <LocaleContext.Provider value={locale}>
      <MemoryRouter>
        <AccountDeleted />
      </MemoryRouter>
    </LocaleContext.Provider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  goneAccount.clear();
});

describe('the page after "Delete my account"', () => {
  it('says plainly that the account and its data are deleted, what is kept and why, and where to go', () => {
    show();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your account is deleted' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/your plays and figures, your places on the leaderboards/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What we keep, and why' })).toBeVisible();
    expect(
      screen.getByText(/the account’s id \(a random code, not your name or email\)/),
    ).toHaveTextContent('and is deleted too, within two days');
    expect(screen.getByRole('link', { name: 'Back to the festival' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Create a new account' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'The privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('says so in Malayalam', () => {
    show('ml');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('നിങ്ങളുടെ അക്കൗണ്ട് ഇല്ലാതാക്കി');
  });

  it('tells a device the account was deleted elsewhere what became of its waiting plays, then drops them', async () => {
    const kept = pendingPlays().add(play, 'ravi');
    pendingPlays().add(play, 'ravi');
    const someoneElse = pendingPlays().add(play, 'asha');
    goneAccount.set({ uid: 'ravi', email: 'ravi@example.com', waitingPlays: 2 });
    show();
    expect(screen.getByText(/deleted, in another tab or on another device/)).toBeVisible();
    expect(
      screen.getByText(
        'Plays finished on this device and not yet saved: 2. There is no account to save them to, so they are removed from this device.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(pendingPlays().list()).toEqual([someoneElse]));
    expect(pendingPlays().wasSaved(kept.id)).toBe(false);
    expect(goneAccount.get()).toBeNull();
  });
});
