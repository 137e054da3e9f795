// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { createElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { AuthDialogProps } from '@onam/shared/contracts/auth-dialog';
import { checkModule } from '@onam/shared/contracts/check-module';
import * as dialogModule from '../dialog/auth-dialog';

const AuthDialog = dialogModule.default;

// These tests are about the module's contract and its <dialog>, not the backend behind the forms.
jest.mock('../dialog/use-auth-actions', () => ({
  useAuthActions: () => ({
    register: jest.fn(),
    signIn: jest.fn(),
    googleSignIn: 'popup',
    signInWithGoogle: jest.fn(),
    sendPasswordReset: jest.fn(),
  }),
}));

// jsdom has <dialog> but not its modal API; these stand-ins toggle `open` like a browser does.
const originalShowModal = HTMLDialogElement.prototype.showModal;
const originalClose = HTMLDialogElement.prototype.close;
let showModal: jest.Mock;
let close: jest.Mock;

beforeEach(() => {
  showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = close;
});

afterEach(() => {
  HTMLDialogElement.prototype.showModal = originalShowModal;
  HTMLDialogElement.prototype.close = originalClose;
});

function props(overrides: Partial<AuthDialogProps> = {}): AuthDialogProps {
  return { locale: 'en', open: true, initialMode: 'sign-in', onClose: jest.fn(), ...overrides };
}

describe('remote-auth exposed module ./dialog', () => {
  it('covers exactly what federation.config.js exposes', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const config = readFileSync(path.resolve(__dirname, '../../federation.config.js'), 'utf8');
    const exposes = [...config.matchAll(/'(\.\/[\w-]+)':\s*'(\.\/src\/[^']+)'/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(exposes).toEqual([['./dialog', './src/dialog/auth-dialog.tsx']]);
  });

  it('passes the host’s contract check for the auth dialog', () => {
    expect(checkModule(dialogModule, 'auth-dialog')).toMatchObject({ ok: true });
    expect(dialogModule.meta).toEqual({
      kind: 'auth-dialog',
      id: 'dialog',
      contractVersion: '1.0',
    });
  });

  it('is not mistaken for a game', () => {
    expect(checkModule(dialogModule, 'game')).toMatchObject({ ok: false, reason: 'wrong-kind' });
  });

  it('opens as a modal dialog headed "Sign in" when open is true', () => {
    render(createElement(AuthDialog, props()));
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument();
  });

  it('renders in the page, not as a modal, when presented inline (the /login page)', () => {
    render(createElement(AuthDialog, props({ presentation: 'inline' })));
    expect(showModal).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('is headed "Create your account" in register mode', () => {
    render(createElement(AuthDialog, props({ initialMode: 'register' })));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows the reason it opened, when given', () => {
    render(createElement(AuthDialog, props({ reason: 'Sign in to keep your score' })));
    expect(screen.getByText('Sign in to keep your score')).toBeInTheDocument();
  });

  it('calls onClose when the visitor clicks "Close"', () => {
    const onClose = jest.fn();
    render(createElement(AuthDialog, props({ onClose })));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose when the browser closes the dialog itself (e.g. Escape)', () => {
    const onClose = jest.fn();
    render(createElement(AuthDialog, props({ onClose })));
    fireEvent(screen.getByRole('dialog'), new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays closed while open is false', () => {
    render(createElement(AuthDialog, props({ open: false })));
    expect(showModal).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens and closes as the open prop changes', () => {
    const { rerender } = render(createElement(AuthDialog, props({ open: false })));
    rerender(createElement(AuthDialog, props({ open: true })));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();

    rerender(createElement(AuthDialog, props({ open: false })));
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not reopen a dialog that is already open on re-render', () => {
    const { rerender } = render(createElement(AuthDialog, props()));
    rerender(createElement(AuthDialog, props({ reason: 'Again' })));
    expect(showModal).toHaveBeenCalledTimes(1);
  });
});
