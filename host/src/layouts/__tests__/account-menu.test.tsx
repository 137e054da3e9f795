import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMEMBERED_SESSION_KEY } from '@onam/shared/session/remembered-session';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { BackendPort } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { fakeBackend } from '../../../../shared/src/react/__tests__/fake-backend';
import { AccountMenu } from '../account-menu';

/** Where the menu has taken the visitor. */
function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function setup() {
  const fake = fakeBackend();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSignIn = jest.fn();
  const tree = (backend: BackendPort | null) => (
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AccountMenu onSignIn={onSignIn} />
          <Location />
        </MemoryRouter>
      </BackendProvider>
    </QueryClientProvider>
  );
  return { ...fake, tree, onSignIn };
}

describe('the account menu', () => {
  it('keeps the very same Sign in button, focus and all, when the adapter arrives', async () => {
    const { backend, tree } = setup();
    const { rerender } = render(tree(null));
    const button = screen.getByRole('button', { name: 'Sign in' });
    button.focus();
    // Opening the dialog loads the adapter; the visitor is still signed out.
    await act(async () => rerender(tree(backend)));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBe(button);
    expect(button).toHaveFocus();
  });

  it('names the visitor once the adapter knows them, and follows a sign-out', async () => {
    const { backend, tree, setUser, account } = setup();
    setUser({ ...account('anu'), displayName: 'Anu Menon' });
    const { rerender } = render(tree(null));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await act(async () => rerender(tree(backend)));
    expect(await screen.findByRole('button', { name: 'Account: Anu Menon' })).toBeInTheDocument();
    await act(async () => setUser(null));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  describe('on a signed-in page opened directly (a remembered visitor)', () => {
    beforeEach(() =>
      localStorage.setItem(
        REMEMBERED_SESSION_KEY,
        JSON.stringify({ uid: 'anu', displayName: 'Anu Menon' }),
      ),
    );
    afterEach(() => localStorage.clear());

    it("is the visitor's menu from the first paint, and a first click opens it at once", async () => {
      const { tree } = setup();
      render(tree(null));
      const trigger = screen.getByRole('button', { name: 'Account: Anu Menon' });
      await userEvent.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'My festival' })).toBeInTheDocument();
    });

    it('stays open, on the same button, while Auth confirms the visitor', async () => {
      const { backend, tree, setUser, account } = setup();
      setUser({ ...account('anu'), displayName: 'Anu Menon' });
      const { rerender } = render(tree(null));
      const trigger = screen.getByRole('button', { name: 'Account: Anu Menon' });
      await userEvent.click(trigger);
      await act(async () => rerender(tree(backend)));
      await act(async () => setUser({ ...account('anu'), displayName: 'Anu Menon' }));
      expect(screen.getByRole('button', { name: 'Account: Anu Menon' })).toBe(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'My festival' })).toBeInTheDocument();
    });

    it('signs out from a click made before the adapter arrived', async () => {
      const { backend, tree, setUser, account } = setup();
      setUser({ ...account('anu'), displayName: 'Anu Menon' });
      const signOut = jest.spyOn(backend.accounts, 'signOut');
      const { rerender } = render(tree(null));
      await userEvent.click(screen.getByRole('button', { name: 'Account: Anu Menon' }));
      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(signOut).not.toHaveBeenCalled();
      await act(async () => rerender(tree(backend)));
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    });

    it('becomes "Sign in" when Auth says the session has ended', async () => {
      const { backend, tree, setUser } = setup();
      setUser(null);
      const { rerender } = render(tree(null));
      expect(screen.getByRole('button', { name: 'Account: Anu Menon' })).toBeInTheDocument();
      await act(async () => rerender(tree(backend)));
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    });
  });
});

describe('the account menu’s privacy rights (DPDP Act)', () => {
  async function signedIn(newsletter = true) {
    const fake = setup();
    const { backend, tree, setUser, account } = fake;
    let profile = {
      uid: 'anu',
      displayName: 'Anu Menon',
      district: 'kollam' as const,
      newsletter,
      createdAt: '2026-11-26T10:00:00.000Z',
    };
    backend.profiles.get.mockImplementation(async () => profile);
    backend.profiles.update.mockImplementation(
      async (_uid: string, patch: { newsletter?: boolean }) => {
        profile = { ...profile, ...patch };
        return profile;
      },
    );
    setUser({ ...account('anu'), displayName: 'Anu Menon' });
    render(tree(backend));
    await userEvent.click(await screen.findByRole('button', { name: 'Account: Anu Menon' }));
    return fake;
  }

  it('withdraws the newsletter consent, says so, and offers to give it again', async () => {
    const { backend } = await signedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop the newsletter' }));
    expect(backend.profiles.update).toHaveBeenCalledWith('anu', { newsletter: false });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The newsletter is stopped: you will get no more.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me the newsletter' }));
    expect(backend.profiles.update).toHaveBeenLastCalledWith('anu', { newsletter: true });
    expect(await screen.findByRole('status')).toHaveTextContent('You will get the newsletter.');
  });

  it('saves my data as onam-my-data.json', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | null = null;
    URL.createObjectURL = jest.fn((value: Blob) => {
      blob = value;
      return 'blob:my-data';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (blob) saved.push({ name: this.download, blob });
    });
    const { backend } = await signedIn();
    backend.privacy.exportMyData.mockResolvedValue({
      uid: 'anu',
      exportedAt: '2026-11-26T10:00:00.000Z',
      profile: { displayName: 'Anu Menon' },
      plays: [{ score: 90 }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your data is saved as onam-my-data.json.',
    );
    expect(saved.map(({ name }) => name)).toEqual(['onam-my-data.json']);
    // jsdom's Blob has no text(): read it as a browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]?.blob as Blob);
    });
    expect(JSON.parse(text)).toMatchObject({ uid: 'anu', plays: [{ score: 90 }] });
    click.mockRestore();
  });

  it('deletes the account only after a step that says what goes, then is signed out', async () => {
    const { backend } = await signedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const step = await screen.findByRole('group', { name: 'Delete your account?' });
    expect(step).toHaveTextContent('every play and score');
    expect(step).toHaveTextContent('your recorded greetings and your wall cards');
    // A family carpet stays the family's: what goes of it is the visitor's name on it.
    expect(step).toHaveTextContent(
      'your name on each family pookalam you joined (the flowers you laid stay on it, with no name)',
    );
    expect(step).toHaveTextContent('It cannot be undone.');
    // The safe choice has the focus; keeping the account changes nothing.
    expect(screen.getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(backend.privacy.deleteMyAccount).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(backend.privacy.deleteMyAccount).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // Not "Please sign in to see that page": the page that says the account is gone, and why.
    expect(screen.getByTestId('location')).toHaveTextContent('/account-deleted');
  });

  it('takes the visitor to the page that says the account is gone, even when the sign-out lands first', async () => {
    // On a busy phone the adapter's sign-out is heard, and the menu has lost its rights, before
    // the deletion's own answer returns (the device's records are cleared in between).
    const { backend, setUser } = await signedIn();
    backend.privacy.deleteMyAccount.mockImplementationOnce(async () => {
      setUser(null);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByTestId('location')).toHaveTextContent('/account-deleted');
  });

  it('says when a deletion did not work, and keeps the visitor signed in to try again', async () => {
    const { backend } = await signedIn();
    backend.privacy.deleteMyAccount.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That did not work. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Account: Anu Menon' })).toBeInTheDocument();
  });
});
