import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BackendError, type MediaFile, type UploadOptions } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { fakeBackend } from '../../../../shared/src/react/__tests__/fake-backend';
import MultiRecorder from '../multi-recorder';
import { fakeMediaDevices, FakeMediaRecorder } from './fake-media';

type Upload = (file: File, options?: UploadOptions) => Promise<MediaFile>;

function setup({ uploaded = 0 }: { uploaded?: number } = {}) {
  const fake = fakeBackend();
  const stored: MediaFile[] = Array.from({ length: uploaded }, (_, i) => ({
    id: `old-${i + 1}`,
    uid: 'asha',
    name: `greeting-2026-08-25-${i + 1}.webm`,
    contentType: 'audio/webm',
    size: 10,
    url: `blob:old-${i + 1}`,
    createdAt: '2026-08-25T04:30:00.000Z',
  }));
  const list = fake.backend.media.list as unknown as jest.Mock<Promise<MediaFile[]>, [string]>;
  list.mockImplementation(async () => [...stored]);
  const upload = fake.backend.media.upload as unknown as jest.Mock<
    ReturnType<Upload>,
    Parameters<Upload>
  >;
  const keep = (file: File): MediaFile => {
    const media: MediaFile = {
      id: `m${stored.length + 1}`,
      uid: 'asha',
      name: file.name,
      contentType: file.type,
      size: file.size,
      url: `blob:m${stored.length + 1}`,
      createdAt: '2026-08-26T04:30:00.000Z',
    };
    stored.unshift(media);
    return media;
  };
  upload.mockImplementation(async (file, options) => {
    options?.onProgress?.({ loaded: 0, total: file.size });
    options?.onProgress?.({ loaded: file.size, total: file.size });
    return keep(file);
  });
  fake.setUser(fake.account('asha'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BackendProvider backend={fake.backend}>{children}</BackendProvider>
    </QueryClientProvider>
  );
  render(<MultiRecorder locale="en" maxClips={5} maxClipSeconds={60} />, { wrapper });
  return { ...fake, upload, keep, stored };
}

let devices: ReturnType<typeof fakeMediaDevices>;
let urls = 0;

function installDevices(options?: Parameters<typeof fakeMediaDevices>[0]) {
  devices = fakeMediaDevices(options);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: devices.getUserMedia, enumerateDevices: devices.enumerateDevices },
  });
  Object.defineProperty(window, 'MediaRecorder', { configurable: true, value: FakeMediaRecorder });
}

beforeEach(() => {
  FakeMediaRecorder.instances = [];
  urls = 0;
  installDevices();
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  Object.assign(URL, {
    createObjectURL: jest.fn(() => `blob:take/${++urls}`),
    revokeObjectURL: jest.fn(),
  });
  // The meter and clock loop is not what these tests watch.
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const recordButton = () => screen.getByRole('button', { name: 'Record' });
const stopButton = () => screen.getByRole('button', { name: 'Stop' });
const takes = () => within(screen.getByRole('region', { name: 'Your takes' }));
const greetings = () => within(screen.getByRole('region', { name: 'Your greetings' }));

async function recordTake(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await waitFor(recordButton));
  await user.click(await waitFor(stopButton));
  await waitFor(recordButton);
}

describe('the multi-recorder', () => {
  it('records two takes, deletes one, uploads the other and lists it', async () => {
    const user = userEvent.setup();
    const { upload } = setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Record an Onam greeting' }),
    ).toBeVisible();
    expect(
      await screen.findByText('You can keep 5 greetings: 0 recorded or uploaded, 5 left.'),
    ).toBeVisible();
    expect(await greetings().findByText(/No greetings uploaded yet/)).toBeVisible();

    await recordTake(user);
    await recordTake(user);
    expect(takes().getByRole('heading', { name: 'Take 1' })).toBeVisible();
    expect(takes().getByRole('heading', { name: 'Take 2' })).toBeVisible();
    expect(takes().getByLabelText('Take 1', { selector: 'audio, video' }).tagName).toBe('AUDIO');
    expect(
      screen.getByText('You can keep 5 greetings: 2 recorded or uploaded, 3 left.'),
    ).toBeVisible();
    expect(screen.getByText('Take 2 recorded, 00:00.')).toHaveAttribute('role', 'status');
    // Every take released the microphone.
    expect(devices.streams).toHaveLength(2);
    expect(devices.streams.every((stream) => stream.released)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete take 1' }));
    expect(takes().queryByRole('heading', { name: 'Take 1' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:take/1');

    await user.click(screen.getByRole('button', { name: 'Upload take 2' }));
    expect(
      await greetings().findByRole('heading', { name: /^greeting-\d{4}-\d\d-\d\d-1\.webm$/ }),
    ).toBeVisible();
    const [file] = upload.mock.calls[0] ?? [];
    expect(file).toBeInstanceOf(File);
    expect(file?.type).toBe('audio/webm');
    expect(takes().getByText(/No takes yet/)).toBeVisible();
    expect(
      screen.getByText('You can keep 5 greetings: 1 recorded or uploaded, 4 left.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your greetings' })).toHaveFocus();
  });

  it('keeps a take whose upload failed, and uploads it on Try again', async () => {
    const user = userEvent.setup();
    const { upload } = setup();
    upload.mockRejectedValueOnce(new BackendError('network'));
    await recordTake(user);
    await user.click(screen.getByRole('button', { name: 'Upload take 1' }));

    expect(
      await screen.findByText(/The upload did not get through\. Your take is still here/),
    ).toBeVisible();
    expect(takes().getByLabelText('Take 1', { selector: 'audio, video' })).toHaveAttribute(
      'src',
      'blob:take/1',
    );
    const retry = screen.getByRole('button', { name: 'Try again to upload take 1' });
    expect(retry).toHaveFocus();
    expect(retry).toHaveTextContent('Try again');

    await user.click(retry);
    expect(await greetings().findByRole('heading', { name: /greeting-.*-1\.webm/ })).toBeVisible();
    expect(takes().queryByRole('heading', { name: 'Take 1' })).toBeNull();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('adds, as every upload does, that the visitor seems offline when a take fails offline', async () => {
    const user = userEvent.setup();
    const { upload } = setup();
    upload.mockRejectedValueOnce(new BackendError('network'));
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await recordTake(user);
    await user.click(screen.getByRole('button', { name: 'Upload take 1' }));
    expect(await takes().findByRole('alert')).toHaveTextContent(
      'The upload did not get through. Your take is still here: check your connection and try again. ' +
        'You seem to be offline: check your connection, then try again.',
    );
    expect(screen.getByRole('button', { name: 'Re-record take 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete take 1' })).toBeEnabled();
  });

  it('shows the progress of an upload, which can be cancelled', async () => {
    const user = userEvent.setup();
    const { upload } = setup();
    upload.mockImplementationOnce(
      (file, options) =>
        new Promise((_, reject) => {
          options?.onProgress?.({ loaded: file.size / 4, total: file.size });
          options?.signal?.addEventListener('abort', () => reject(new BackendError('cancelled')));
        }),
    );
    await recordTake(user);
    await user.click(screen.getByRole('button', { name: 'Upload take 1' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading take 1' });
    expect(bar).toHaveAttribute('value', '25');
    expect(screen.getByText('25%')).toBeVisible();
    const cancel = screen.getByRole('button', { name: 'Cancel the upload of take 1' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    expect(await screen.findByRole('button', { name: 'Upload take 1' })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('re-records a take in place', async () => {
    const user = userEvent.setup();
    setup();
    await recordTake(user);
    await user.click(screen.getByRole('button', { name: 'Re-record take 1' }));
    expect(await screen.findByText('Recording a new version of take 1')).toBeVisible();
    expect(stopButton()).toHaveFocus();
    await user.click(stopButton());
    await waitFor(() =>
      expect(takes().getByLabelText('Take 1', { selector: 'audio, video' })).toHaveAttribute(
        'src',
        'blob:take/2',
      ),
    );
    expect(takes().queryByRole('heading', { name: 'Take 2' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:take/1');
  });

  it('says plainly when one greeting is left, and stops new takes at five', async () => {
    const user = userEvent.setup();
    setup({ uploaded: 4 });
    expect(
      await screen.findByText(
        'You can keep 5 greetings: 4 recorded or uploaded, only 1 left. Make it a good one!',
      ),
    ).toBeVisible();
    await recordTake(user);
    const full =
      'You have 5 greetings, the most you can keep. Delete a take or a greeting to record another.';
    expect(screen.getByText(full)).toBeVisible();
    expect(recordButton()).toHaveAttribute('aria-disabled', 'true');
    expect(recordButton()).toHaveAccessibleDescription(full);
    await user.click(recordButton());
    expect(devices.getUserMedia).toHaveBeenCalledTimes(1);
    // Re-recording replaces a take, so it is still allowed.
    expect(screen.getByRole('button', { name: 'Re-record take 1' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Delete take 1' }));
    expect(recordButton()).not.toHaveAttribute('aria-disabled');
  });

  it('asks before deleting an uploaded greeting', async () => {
    const user = userEvent.setup();
    const { backend } = setup({ uploaded: 1 });
    const name = 'greeting-2026-08-25-1.webm';
    await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
    expect(screen.getByText(`Delete ${name} for good?`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: `Delete ${name}` })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(backend.media.remove).toHaveBeenCalledWith('old-1');
  });

  it('says so when the microphone is refused, and records nothing', async () => {
    const user = userEvent.setup();
    installDevices({ refuse: { audio: 'NotAllowedError' } });
    setup();
    await user.click(await waitFor(recordButton));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The microphone is not allowed, so nothing can be recorded.',
    );
    expect(recordButton()).toBeVisible();
    expect(takes().getByText(/No takes yet/)).toBeVisible();
  });

  it.each([
    ['NotFoundError', 'No microphone was found.'],
    ['NotReadableError', 'The microphone is busy in another app or tab.'],
  ])('explains a microphone failing with %s', async (name, message) => {
    const user = userEvent.setup();
    installDevices({ refuse: { audio: name } });
    setup();
    await user.click(await waitFor(recordButton));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('records sound only when the camera is refused, and says so', async () => {
    const user = userEvent.setup();
    installDevices({ refuse: { video: 'NotAllowedError' } });
    setup();
    const video = await screen.findByRole('switch', { name: 'Record video' });
    await user.click(video);
    await user.click(recordButton());
    expect(
      await screen.findByText('The camera is not allowed, so this take records sound only.'),
    ).toBeVisible();
    await user.click(stopButton());
    expect(await takes().findByText('00:00, sound')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Record video' })).toBeDisabled();
  });

  it('records video where a camera is allowed', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('switch', { name: 'Record video' }));
    await user.click(recordButton());
    expect(await screen.findByLabelText('Camera preview')).toBeInTheDocument();
    await user.click(stopButton());
    expect((await takes().findByLabelText('Take 1', { selector: 'audio, video' })).tagName).toBe(
      'VIDEO',
    );
  });

  it('offers no video switch without a camera', async () => {
    installDevices({ cameras: 0 });
    setup();
    await waitFor(recordButton);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says when the browser cannot record at all', async () => {
    Object.defineProperty(window, 'MediaRecorder', { configurable: true, value: undefined });
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser cannot record greetings.',
    );
    expect(recordButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('stops a take by itself at the time limit, warning ten seconds before', async () => {
    // Animation frames and the clock advance with the fake timers here, to drive the display.
    jest.mocked(window.requestAnimationFrame).mockRestore();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    await user.click(await waitFor(recordButton));
    await waitFor(stopButton);
    await act(async () => {
      jest.advanceTimersByTime(49_500);
    });
    expect(screen.getByText('00:49 of 01:00')).toBeVisible();
    expect(screen.queryByText(/seconds? left/)).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('10 seconds left')).toBeVisible();
    expect(screen.getByText('10 seconds left in this take.')).toHaveAttribute('role', 'status');
    await act(async () => {
      jest.advanceTimersByTime(8_800);
    });
    expect(screen.getByText('1 second left')).toBeVisible();
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(
      await screen.findByText('The take stopped at the 60-second limit. It is kept below.'),
    ).toBeVisible();
    expect(takes().getByText('01:00, sound')).toBeVisible();
  });
});
