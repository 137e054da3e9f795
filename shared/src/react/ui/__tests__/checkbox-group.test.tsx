// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxGroup, type CheckboxGroupProps } from '../checkbox-group';

const dishes = [
  { value: 'avial', label: 'Avial' },
  { value: 'olan', label: 'Olan' },
  { value: 'payasam', label: 'Payasam' },
  { value: 'sambar', label: 'Sambar', disabled: true },
];

/** A parent that owns the selection, as a form would. */
function Sadya(
  props: Partial<CheckboxGroupProps> & { initial?: string[]; onPick?: (value: string[]) => void },
) {
  const { initial = [], onPick, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <CheckboxGroup
        label="Your favourite dishes"
        options={dishes}
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick?.(next);
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('CheckboxGroup', () => {
  it('is a group named by its legend, with a labelled checkbox per option', () => {
    render(<Sadya />);
    expect(screen.getByRole('group', { name: 'Your favourite dishes' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(box('Avial')).not.toBeChecked();
    expect(box('Sambar')).toBeDisabled();
  });

  it('reports the picked values in the order of the options', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<Sadya onPick={onPick} />);
    await user.click(box('Payasam'));
    await user.click(box('Avial'));
    expect(onPick).toHaveBeenLastCalledWith(['avial', 'payasam']);
    expect(box('Avial')).toBeChecked();
    expect(box('Payasam')).toBeChecked();
    await user.click(box('Payasam'));
    expect(onPick).toHaveBeenLastCalledWith(['avial']);
  });

  it('can be used from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Sadya />);
    await user.tab();
    expect(box('Avial')).toHaveFocus();
    await user.keyboard(' ');
    expect(box('Avial')).toBeChecked();
  });

  describe('max', () => {
    it('disables the unpicked boxes at the limit and says why', async () => {
      const user = userEvent.setup();
      render(<Sadya max={2} />);
      expect(screen.queryByText('Choose at most 2.')).not.toBeInTheDocument();
      await user.click(box('Avial'));
      expect(box('Payasam')).toBeEnabled();
      await user.click(box('Olan'));

      expect(box('Payasam')).toBeDisabled();
      expect(box('Avial')).toBeEnabled();
      expect(box('Olan')).toBeEnabled();
      expect(screen.getByRole('status')).toHaveTextContent('Choose at most 2.');
      expect(
        screen.getByRole('group', { name: 'Your favourite dishes' }),
      ).toHaveAccessibleDescription('Choose at most 2.');
    });

    it('frees the other boxes again after unpicking one', async () => {
      const user = userEvent.setup();
      render(<Sadya max={2} initial={['avial', 'olan']} />);
      expect(box('Payasam')).toBeDisabled();
      await user.click(box('Olan'));
      expect(box('Payasam')).toBeEnabled();
      expect(screen.getByRole('status')).toHaveTextContent('');
    });

    it('keeps an option the caller disabled disabled below the limit', () => {
      render(<Sadya max={3} />);
      expect(box('Sambar')).toBeDisabled();
    });

    it('shows an error when the value given already has too many', () => {
      render(<Sadya max={1} initial={['avial', 'olan']} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 1.');
      expect(box('Avial')).toBeInvalid();
    });
  });

  describe('min', () => {
    it('says nothing before the visitor has interacted', () => {
      render(<Sadya min={1} />);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(box('Avial')).not.toBeInvalid();
    });

    it('asks for more after the visitor unpicks below the minimum', async () => {
      const user = userEvent.setup();
      render(<Sadya min={1} initial={['avial']} />);
      await user.click(box('Avial'));
      expect(screen.getByRole('alert')).toHaveTextContent('Choose at least 1.');
      expect(box('Avial')).toBeInvalid();
      expect(
        screen.getByRole('group', { name: 'Your favourite dishes' }),
      ).toHaveAccessibleDescription('Choose at least 1.');
    });

    it('asks for more once the visitor leaves the group with too few', async () => {
      const user = userEvent.setup();
      render(<Sadya min={2} />);
      await user.click(box('Avial'));
      // Still choosing: no error yet.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Choose at least 2.');
    });

    it('clears the message once enough are picked', async () => {
      const user = userEvent.setup();
      render(<Sadya min={1} initial={['avial']} />);
      await user.click(box('Avial'));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await user.click(box('Olan'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(box('Olan')).not.toBeInvalid();
    });

    it('shows the message straight away with showErrors', () => {
      render(<Sadya min={1} showErrors />);
      expect(screen.getByRole('alert')).toHaveTextContent('Choose at least 1.');
    });
  });

  it('shows the caller’s own error instead of the built-in one', () => {
    render(<Sadya min={1} showErrors error="Pick a dish for the sadya." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Pick a dish for the sadya.');
    expect(screen.queryByText('Choose at least 1.')).not.toBeInTheDocument();
  });

  it('describes the group with its hint', () => {
    render(<Sadya hint="Served on a banana leaf." />);
    expect(
      screen.getByRole('group', { name: 'Your favourite dishes' }),
    ).toHaveAccessibleDescription('Served on a banana leaf.');
  });

  it('disables every box when the group is disabled', () => {
    render(<Sadya disabled />);
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
  });

  it('gives the boxes one name for forms', () => {
    render(<Sadya name="dishes" />);
    for (const checkbox of screen.getAllByRole('checkbox'))
      expect(checkbox).toHaveAttribute('name', 'dishes');
  });
});
