import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AuthDialog from '../auth-dialog';
import { mockAuthActions } from './mock-auth-actions';

const mockActions = mockAuthActions();
jest.mock('../use-auth-actions', () => ({ useAuthActions: () => mockActions }));

// jsdom has <dialog> but not its modal API: showModal moves focus into the dialog, as browsers do.
const originalShowModal = HTMLDialogElement.prototype.showModal;
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('input, button')?.focus();
  };
});
afterEach(() => {
  HTMLDialogElement.prototype.showModal = originalShowModal;
});

/** A host like the site's header: a button opens the dialog, closing it unmounts it. */
function Host() {
  const [open, setOpen] = useState(false);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <button type="button">Elsewhere</button>
      {open && <AuthDialog locale="en" open initialMode="sign-in" onClose={() => setOpen(false)} />}
    </QueryClientProvider>
  );
}

describe('AuthDialog: focus', () => {
  it('gives focus back to the button that opened it when the host unmounts it', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves focus alone when it has already moved on', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere', hidden: true });
    // A host may move focus itself before the dialog goes (after a sign-in, say).
    elsewhere.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(elsewhere).toHaveFocus();
  });
});
