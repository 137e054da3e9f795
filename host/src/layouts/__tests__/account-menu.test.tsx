import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
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
});
