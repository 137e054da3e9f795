// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadRow, type UploadRowProps } from '../upload-row';

function setup(props: Partial<UploadRowProps> = {}) {
  const onCancel = jest.fn();
  const onRetry = jest.fn();
  const view = render(
    <UploadRow
      name="greeting.webm"
      status="uploading"
      percent={40}
      onCancel={onCancel}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { onCancel, onRetry, view, user: userEvent.setup() };
}

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => jest.restoreAllMocks());

describe('UploadRow', () => {
  it('shows an upload under way: its name, a named bar with its value, the percentage, Cancel', async () => {
    const { onCancel, user } = setup();
    expect(screen.getByText('greeting.webm')).toBeVisible();
    const bar = screen.getByRole<HTMLProgressElement>('progressbar', {
      name: 'Uploading greeting.webm',
    });
    expect(bar.value).toBe(40);
    expect(bar.max).toBe(100);
    expect(screen.getByText('40%')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel uploading greeting.webm' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('says why an upload failed and offers Retry', async () => {
    const { onRetry, user } = setup({ status: 'failed', failure: 'The server said no.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The server said no.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry uploading greeting.webm' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('adds that the visitor seems offline while the browser is, and drops it once back', () => {
    setup({ status: 'failed', failure: 'The upload failed.' });
    expect(screen.queryByText(/seem to be offline/)).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The upload failed. You seem to be offline: check your connection, then try again.',
    );
    goOffline(false);
    expect(screen.queryByText(/seem to be offline/)).not.toBeInTheDocument();
  });

  it('offers no Retry for a file refused before sending', () => {
    setup({ status: 'refused', failure: 'Too large.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Too large.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes the caller’s words, focus keys and extra actions, and hides the name on request', () => {
    setup({
      name: 'Take 2',
      showName: false,
      status: 'failed',
      failure: 'Your take is still here.',
      retryDisabled: true,
      labels: { retry: 'Try again', retryName: 'Try again to upload take 2' },
      focusKeys: { retry: 'retry-a' },
      children: <button type="button">Delete take 2</button>,
    });
    expect(screen.queryByText('Take 2')).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again to upload take 2' });
    expect(retry).toHaveTextContent('Try again');
    expect(retry).toBeDisabled();
    expect(retry).toHaveAttribute('data-focus', 'retry-a');
    expect(screen.getByRole('button', { name: 'Delete take 2' })).toBeVisible();
  });

  it('speaks Malayalam when given the locale', () => {
    setup({ locale: 'ml', name: 'ആശംസ.webm' });
    expect(screen.getByRole('progressbar', { name: 'ആശംസ.webm അപ്‌ലോഡ് ചെയ്യുന്നു' })).toBeVisible();
  });
});
