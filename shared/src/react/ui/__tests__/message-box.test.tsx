// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageBox, type MessageBoxProps } from '../message-box';

// jsdom has <dialog> but not its modal API. These stand-ins do what a browser does: showModal
// opens, close() closes and fires `close`, Escape fires a cancelable `cancel` and then closes.
const originalShowModal = HTMLDialogElement.prototype.showModal;
const originalClose = HTMLDialogElement.prototype.close;

function pressEscapeOnDialog(event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  const dialog = [...document.querySelectorAll('dialog')].reverse().find((d) => d.open);
  if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException('Already open', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', pressEscapeOnDialog);
});

afterEach(() => {
  HTMLDialogElement.prototype.showModal = originalShowModal;
  HTMLDialogElement.prototype.close = originalClose;
  document.removeEventListener('keydown', pressEscapeOnDialog);
});

/** A page with a button that opens the prompt and closes it on either answer, as a caller would. */
function Page(
  props: Partial<MessageBoxProps> & { onAnswer?: (value: string) => void; onDismiss?: () => void },
) {
  const { onAnswer, onDismiss, ...rest } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Name your pookalam
      </button>
      <MessageBox
        title="Name your pookalam"
        message="Friends will see this name."
        inputLabel="Pookalam name"
        {...rest}
        open={open}
        onConfirm={(value) => {
          setOpen(false);
          onAnswer?.(value);
        }}
        onCancel={() => {
          setOpen(false);
          onDismiss?.();
        }}
      />
    </>
  );
}

async function openPrompt(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  const onAnswer = jest.fn();
  const onDismiss = jest.fn();
  render(<Page onAnswer={onAnswer} onDismiss={onDismiss} {...props} />);
  const opener = screen.getByRole('button', { name: 'Name your pookalam' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Name your pookalam' });
  const input = screen.getByRole('textbox', { name: 'Pookalam name' });
  return { user, onAnswer, onDismiss, opener, dialog, input };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

describe('MessageBox', () => {
  it('stays closed until opened', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title and described by its message', async () => {
    const { dialog } = await openPrompt();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Friends will see this name.');
  });

  it('puts the focus in the input', async () => {
    const { input } = await openPrompt();
    expect(input).toHaveFocus();
  });

  it('shows OK and Cancel by default', async () => {
    await openPrompt();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('uses the confirm and cancel labels it is given', async () => {
    await openPrompt({ confirmLabel: 'Save', cancelLabel: 'Not now' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('confirms with what was typed and returns the focus to the opener', async () => {
    const { user, onAnswer, onDismiss, opener, input } = await openPrompt();
    await user.type(input, 'Atham flowers');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onAnswer).toHaveBeenCalledWith('Atham flowers');
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms with Enter', async () => {
    const { user, onAnswer, input } = await openPrompt();
    await user.type(input, 'Thiruvonam{Enter}');
    expect(onAnswer).toHaveBeenCalledWith('Thiruvonam');
  });

  it('starts with the default value', async () => {
    const { input } = await openPrompt({ defaultValue: 'My pookalam' });
    expect(input).toHaveValue('My pookalam');
  });

  describe('illegal input', () => {
    it('shows "Illegal input" beside the input, stays open and keeps what was typed', async () => {
      const { user, onAnswer, dialog, input } = await openPrompt({ inputPattern: EMAIL });
      await user.type(input, 'maveli.example');
      await user.click(screen.getByRole('button', { name: 'OK' }));

      expect(screen.getByRole('alert')).toHaveTextContent('Illegal input');
      expect(dialog).toHaveAttribute('open');
      expect(input).toHaveValue('maveli.example');
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Illegal input');
      expect(input).toHaveFocus();
      expect(onAnswer).not.toHaveBeenCalled();
    });

    it('says nothing before the first confirm', async () => {
      const { user, input } = await openPrompt({ inputPattern: EMAIL });
      await user.type(input, 'maveli');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(input).not.toBeInvalid();
    });

    it('clears the error once the input is fixed, then confirms', async () => {
      const { user, onAnswer, input } = await openPrompt({ inputPattern: EMAIL });
      await user.type(input, 'maveli');
      await user.keyboard('{Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent('Illegal input');
      await user.type(input, '@example.in');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(input).not.toBeInvalid();
      await user.keyboard('{Enter}');
      expect(onAnswer).toHaveBeenCalledWith('maveli@example.in');
    });

    it('shows the validator’s own message when it returns one', async () => {
      const { user, onAnswer, input } = await openPrompt({
        inputValidator: (value) => value.trim().length >= 3 || 'Use at least 3 letters.',
      });
      await user.type(input, 'ab');
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Use at least 3 letters.');
      expect(onAnswer).not.toHaveBeenCalled();
    });

    it('shows "Illegal input" when the validator returns false', async () => {
      const { user, input } = await openPrompt({ inputValidator: (value) => value !== '' });
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Illegal input');
      expect(input).toHaveValue('');
    });

    it('shows the error message it is given instead', async () => {
      const { user } = await openPrompt({
        inputPattern: EMAIL,
        inputErrorMessage: 'Enter an email address.',
      });
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Enter an email address.');
    });
  });

  describe('cancel', () => {
    it('cancels with the Cancel button and returns the focus', async () => {
      const { user, onAnswer, onDismiss, opener, input } = await openPrompt();
      await user.type(input, 'half typed');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onDismiss).toHaveBeenCalledTimes(1);
      expect(onAnswer).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('cancels with Escape and returns the focus', async () => {
      const { user, onAnswer, onDismiss, opener } = await openPrompt();
      await user.keyboard('{Escape}');
      expect(onDismiss).toHaveBeenCalledTimes(1);
      expect(onAnswer).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('cancels even with illegal input showing', async () => {
      const { user, onDismiss, input } = await openPrompt({ inputPattern: EMAIL });
      await user.type(input, 'nope{Enter}');
      await user.keyboard('{Escape}');
      expect(onDismiss).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('opens fresh next time: default value back, no error', async () => {
      const { user, opener, input } = await openPrompt({
        inputPattern: EMAIL,
        defaultValue: 'name@',
      });
      await user.type(input, 'x{Enter}');
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await user.click(opener);
      expect(screen.getByRole('textbox', { name: 'Pookalam name' })).toHaveValue('name@');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
