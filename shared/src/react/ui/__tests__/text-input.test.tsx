// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput, type TextInputProps } from '../text-input';

/** A parent that owns the value, as a form would. */
function Controlled(
  props: Omit<TextInputProps, 'value' | 'onChange'> & {
    initial?: string;
    onChange?: (value: string) => void;
  },
) {
  const { initial = '', onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <TextInput
      {...(rest as TextInputProps)}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TextInput', () => {
  it('is named by its visible label', () => {
    render(<TextInput label="Your name" name="name" autoComplete="name" required />);
    const input = screen.getByRole('textbox', { name: 'Your name' });
    expect(screen.getByText('Your name')).toBeVisible();
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).toBeRequired();
    expect(input.id).not.toBe('');
  });

  it('gives each field its own id', () => {
    render(
      <>
        <TextInput label="First" />
        <TextInput label="Second" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe(second.id);
  });

  it('passes other attributes to the input', () => {
    render(<TextInput label="Email" type="email" placeholder="you@example.in" inputMode="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'you@example.in');
    expect(input).toHaveAttribute('inputmode', 'email');
  });

  it('keeps its own value from defaultValue when not controlled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextInput label="Greeting" defaultValue="Happy" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Greeting' });
    await user.type(input, ' Onam');
    expect(input).toHaveValue('Happy Onam');
    expect(onChange).toHaveBeenLastCalledWith('Happy Onam', expect.anything());
  });

  it('follows a controlling parent', async () => {
    const user = userEvent.setup();
    const seen = jest.fn();
    render(<Controlled label="Greeting" initial="Hi" onChange={seen} />);
    const input = screen.getByRole('textbox', { name: 'Greeting' });
    await user.type(input, '!');
    expect(input).toHaveValue('Hi!');
    expect(seen).toHaveBeenLastCalledWith('Hi!');
  });

  it('does not let the field change when the parent keeps the value', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Fixed" value="Onam" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Fixed' });
    await user.type(input, 'x');
    expect(input).toHaveValue('Onam');
  });

  describe('counter', () => {
    it('shows characters used against the limit as the visitor types', async () => {
      const user = userEvent.setup();
      render(<TextInput label="Wish" maxLength={40} showCounter />);
      expect(screen.getByText('0 / 40')).toBeVisible();
      await user.type(screen.getByRole('textbox', { name: 'Wish' }), 'Happy Onam!');
      expect(screen.getByText('11 / 40')).toBeVisible();
    });

    it('counts an emoji as one character', async () => {
      const user = userEvent.setup();
      render(<TextInput label="Wish" maxLength={10} showCounter />);
      await user.click(screen.getByRole('textbox', { name: 'Wish' }));
      await user.paste('🌸👨‍👩‍👧🇮🇳');
      expect(screen.getByText('3 / 10')).toBeVisible();
    });

    it('is part of the field’s description in words', () => {
      render(<TextInput label="Wish" maxLength={40} showCounter defaultValue="Onam" />);
      expect(screen.getByRole('textbox', { name: 'Wish' })).toHaveAccessibleDescription(
        'Characters used: 4 of 40.',
      );
    });

    it('announces the characters left only near the limit', async () => {
      const user = userEvent.setup();
      render(<TextInput label="Wish" maxLength={20} showCounter />);
      const input = screen.getByRole('textbox', { name: 'Wish' });
      await user.type(input, 'Happy Onam');
      expect(screen.queryByText(/Characters left/)).not.toBeInTheDocument();
      await user.type(input, ' to you!');
      // 18 of 20: within the last two (a tenth of the limit).
      expect(screen.getByText('Characters left: 2.')).toHaveAttribute('aria-live', 'polite');
    });

    it('is not shown without a limit or without showCounter', () => {
      render(
        <>
          <TextInput label="No limit" showCounter defaultValue="abc" />
          <TextInput label="No counter" maxLength={10} defaultValue="abc" />
        </>,
      );
      expect(screen.queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'No limit' })).not.toHaveAccessibleDescription();
    });
  });

  describe('maxLength', () => {
    it('cuts pasted text at the limit without splitting an emoji', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(<TextInput label="Wish" maxLength={5} showCounter onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Wish' });
      await user.click(input);
      await user.paste('Onam🌸🌼🌺');
      expect(input).toHaveValue('Onam🌸');
      expect(screen.getByText('5 / 5')).toBeVisible();
      expect(onChange).toHaveBeenLastCalledWith('Onam🌸', expect.anything());
    });

    it('counts joined emoji as one against the limit', async () => {
      const user = userEvent.setup();
      render(<Controlled label="Wish" maxLength={2} />);
      const input = screen.getByRole('textbox', { name: 'Wish' });
      await user.click(input);
      await user.paste('👨‍👩‍👧🇮🇳🌸');
      expect(input).toHaveValue('👨‍👩‍👧🇮🇳');
    });

    it('refuses more typing once full', async () => {
      const user = userEvent.setup();
      render(<Controlled label="Code" maxLength={4} showCounter />);
      const input = screen.getByRole('textbox', { name: 'Code' });
      await user.type(input, 'Onam2025');
      expect(input).toHaveValue('Onam');
      expect(screen.getByText('4 / 4')).toBeVisible();
    });

    it('keeps the end when pasting into the middle of a full field', async () => {
      const user = userEvent.setup();
      render(<Controlled label="Wish" maxLength={12} initial="Happy Onam" />);
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Wish' });
      await user.click(input);
      input.setSelectionRange(6, 6);
      await user.paste('🌸🌼🌺');
      expect(input).toHaveValue('Happy 🌸🌼Onam');
      // The caret sits after what was kept of the paste.
      expect(input.selectionStart).toBe('Happy 🌸🌼'.length);
    });

    it('does not set the native maxlength, which would count UTF-16 units', () => {
      render(<TextInput label="Wish" maxLength={5} />);
      expect(screen.getByRole('textbox', { name: 'Wish' })).not.toHaveAttribute('maxlength');
    });

    it('waits for an input-method composition to end before cutting', () => {
      const onChange = jest.fn();
      render(<Controlled label="Name" maxLength={3} onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Name' });
      fireEvent.compositionStart(input);
      fireEvent.change(input, { target: { value: 'ഓണംഓണം' } });
      // Mid-composition the text is left alone, or the composition would break.
      expect(input).toHaveValue('ഓണംഓണം');
      fireEvent.compositionEnd(input);
      expect(input).toHaveValue('ഓണംഓ');
      expect(onChange).toHaveBeenLastCalledWith('ഓണംഓ');
    });
  });

  describe('error and hint', () => {
    it('shows the error, marks the field invalid and describes it with the error', () => {
      render(
        <TextInput
          label="Email"
          type="email"
          hint="We send your card here."
          error="Enter an email address like name@example.in"
        />,
      );
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).toBeInvalid();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Enter an email address like name@example.in',
      );
      expect(input).toHaveAccessibleDescription(
        'We send your card here. Enter an email address like name@example.in',
      );
    });

    it('is valid and has no alert without an error', () => {
      render(<TextInput label="Email" type="email" hint="We send your card here." />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).not.toBeInvalid();
      expect(input).toHaveAccessibleDescription('We send your card here.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('keeps a description the caller gave', () => {
      render(
        <>
          <p id="extra">Shown on your card.</p>
          <TextInput label="Name" aria-describedby="extra" error="Enter your name" />
        </>,
      );
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'Shown on your card. Enter your name',
      );
    });
  });

  describe('multiline', () => {
    it('is a textarea with the same label, counter and limit', async () => {
      const user = userEvent.setup();
      render(<TextInput label="Message" multiline rows={4} maxLength={6} showCounter />);
      const textarea = screen.getByRole('textbox', { name: 'Message' });
      expect(textarea.tagName).toBe('TEXTAREA');
      expect(textarea).toHaveAttribute('rows', '4');
      await user.click(textarea);
      await user.paste('Onam\n🌸🌼');
      expect(textarea).toHaveValue('Onam\n🌸');
      expect(screen.getByText('6 / 6')).toBeVisible();
    });
  });
});
