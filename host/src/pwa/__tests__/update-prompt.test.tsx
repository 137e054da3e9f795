// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '../update-prompt';
import { getUpdateStatus, offerUpdate, resetUpdateStore } from '../update-store';

afterEach(() => resetUpdateStore());

const prompt = () => screen.getByRole('status', { name: 'Site update' });

describe('the update prompt', () => {
  it('says nothing while no new version is waiting, but its live region is already there', () => {
    render(<UpdatePrompt />);
    expect(prompt()).toBeEmptyDOMElement();
  });

  it('appears when a new worker is waiting, without taking focus', () => {
    render(<UpdatePrompt />);
    act(() => offerUpdate(jest.fn()));
    expect(prompt()).toHaveTextContent('A new version of the site is ready.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Later' })).toBeVisible();
    expect(document.body).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is shown by a page that mounts after the worker started waiting', () => {
    offerUpdate(jest.fn());
    render(<UpdatePrompt />);
    expect(prompt()).toHaveTextContent('A new version of the site is ready.');
  });

  it('"Reload" applies the update once and hides the prompt', async () => {
    const apply = jest.fn();
    render(<UpdatePrompt />);
    act(() => offerUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(getUpdateStatus()).toBe('applying');
    expect(prompt()).toBeEmptyDOMElement();
  });

  it('"Later" hides the prompt and leaves the waiting worker alone', async () => {
    const apply = jest.fn();
    render(<UpdatePrompt />);
    act(() => offerUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(apply).not.toHaveBeenCalled();
    expect(getUpdateStatus()).toBe('dismissed');
    expect(prompt()).toBeEmptyDOMElement();
  });

  it('comes back for a newer version after "Later"', async () => {
    render(<UpdatePrompt />);
    act(() => offerUpdate(jest.fn()));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    act(() => offerUpdate(jest.fn()));
    expect(prompt()).toHaveTextContent('A new version of the site is ready.');
  });
});
