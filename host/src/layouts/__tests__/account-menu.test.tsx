import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMEMBERED_SESSION_KEY } from '@onam/shared/session/remembered-session';
import { MemoryRouter } from 'react-router-dom';
import type { BackendPort } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { fakeBackend } from '../../../../shared/src/react/__tests__/fake-backend';
import { AccountMenu } from '../account-menu';

function setup() {
  const fake = fakeBackend();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSignIn = jest.fn();
  const tree = (backend: BackendPort | null) => (
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend}>
        <MemoryRouter>
          <AccountMenu onSignIn={onSignIn} />
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
