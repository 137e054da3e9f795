import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import type { ReactNode } from 'react';
import { deviceTakes } from '@onam/shared/backend/device-takes';
import type { MediaFile, UploadOptions } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { installBrowserGaps } from '../../../../shared/src/backend/local/__tests__/fake-browser';
import { fakeBackend } from '../../../../shared/src/react/__tests__/fake-backend';
import MultiRecorder from '../multi-recorder';
import { fakeMediaDevices, FakeMediaRecorder } from './fake-media';

/**
 * Takes kept on the device (fake-indexeddb): a visitor who leaves /talk and comes back (the part
 * unmounted and mounted again, as a header link and a reload do) finds them.
 */

type Upload = (file: File, options?: UploadOptions) => Promise<MediaFile>;

const KEPT =
  'Your takes are kept on this device, for your account only, until you upload or delete them.';

let fake: ReturnType<typeof fakeBackend>;
let urls = 0;

beforeEach(() => {
  installBrowserGaps();
  globalThis.indexedDB = new IDBFactory();
  FakeMediaRecorder.instances = [];
  urls = 0;
  const devices = fakeMediaDevices();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: devices.getUserMedia, enumerateDevices: devices.enumerateDevices },
  });
  Object.defineProperty(window, 'MediaRecorder', { configurable: true, value: FakeMediaRecorder });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  Object.assign(URL, {
    createObjectURL: jest.fn(() => `blob:take/${++urls}`),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);

  fake = fakeBackend();
  const stored: MediaFile[] = [];
  const list = fake.backend.media.list as unknown as jest.Mock<Promise<MediaFile[]>, [string]>;
  list.mockImplementation(async (uid) => stored.filter((media) => media.uid === uid));
  const upload = fake.backend.media.upload as unknown as jest.Mock<
    ReturnType<Upload>,
    Parameters<Upload>
  >;
  upload.mockImplementation(async (file) => {
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
  });
  fake.setUser(fake.account('asha'));
});

afterEach(() => jest.restoreAllMocks());

/** Opens /talk's recorder; `leave` unmounts it, as navigating away does. */
function visit() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BackendProvider backend={fake.backend}>{children}</BackendProvider>
    </QueryClientProvider>
  );
  const view = render(<MultiRecorder locale="en" maxClips={5} maxClipSeconds={60} />, {
    wrapper,
  });
  return { leave: () => view.unmount() };
}

const recordButton = () => screen.getByRole('button', { name: 'Record' });
const stopButton = () => screen.getByRole('button', { name: 'Stop' });
const takes = () => within(screen.getByRole('region', { name: 'Your takes' }));
const greetings = () => within(screen.getByRole('region', { name: 'Your greetings' }));
const player = (name: string) => takes().getByLabelText(name, { selector: 'audio, video' });

/** Record can be pressed: the kept takes are back and the greetings counted. */
async function ready() {
  await waitFor(() => expect(recordButton()).not.toHaveAttribute('aria-disabled'));
}

async function recordTake(user: ReturnType<typeof userEvent.setup>) {
  await ready();
  await user.click(recordButton());
  await user.click(await waitFor(stopButton));
  await waitFor(recordButton);
}

/** Whether closing the tab now would make the browser ask first. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The device is full: every write of a recording fails as a quota does. */
function fillTheDevice() {
  const put = IDBObjectStore.prototype.put;
  jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    value: unknown,
    key?: IDBValidKey,
  ) {
    if (typeof value === 'object' && value !== null && 'blob' in value) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return put.call(this, value, key);
  });
}

describe('takes kept on the device', () => {
  it('are found again, with their number, kind and length, after leaving /talk; played, uploaded or deleted', async () => {
    const user = userEvent.setup();
    const first = visit();
    await recordTake(user);
    await user.click(await screen.findByRole('switch', { name: 'Record video' }));
    await recordTake(user);
    expect(await screen.findByText(KEPT)).toBeVisible();
    // Kept: leaving the page loses nothing, so the browser need not ask.
    await waitFor(() => expect(leavingAsks()).toBe(false));
    first.leave();

    const second = visit();
    expect(await takes().findByRole('heading', { name: 'Take 1' })).toBeVisible();
    expect(takes().getByRole('heading', { name: 'Take 2' })).toBeVisible();
    expect(takes().getByText('00:00, sound')).toBeVisible();
    expect(takes().getByText('00:00, video')).toBeVisible();
    expect(player('Take 1').tagName).toBe('AUDIO');
    expect(player('Take 2').tagName).toBe('VIDEO');
    expect(player('Take 1').getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText(KEPT)).toBeVisible();
    expect(
      await screen.findByText('You can keep 5 greetings: 2 recorded or uploaded, 3 left.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Upload take 2' }));
    expect(await greetings().findByRole('heading', { name: /greeting-.*-1\.webm/ })).toBeVisible();
    second.leave();
    // The object URLs of the takes went with the page.
    expect(jest.mocked(URL.revokeObjectURL).mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['blob:take/1', 'blob:take/2', 'blob:take/3', 'blob:take/4']),
    );

    const third = visit();
    expect(await takes().findByRole('heading', { name: 'Take 1' })).toBeVisible();
    expect(takes().queryByRole('heading', { name: 'Take 2' })).toBeNull();
    // A new take does not reuse a number while take 1 waits.
    await recordTake(user);
    expect(await takes().findByRole('heading', { name: 'Take 3' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete take 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete take 3' }));
    third.leave();

    visit();
    await ready();
    expect(takes().getByText(/No takes yet/)).toBeVisible();
    expect(await deviceTakes().load('asha')).toEqual({ takes: [], nextNumber: 1 });
  });

  it('keep the new recording when a take is recorded again', async () => {
    const user = userEvent.setup();
    const page = visit();
    await recordTake(user);
    await user.click(screen.getByRole('button', { name: 'Re-record take 1' }));
    FakeMediaRecorder.latest().chunk('better words');
    await user.click(stopButton());
    await waitFor(recordButton);
    await waitFor(() => expect(leavingAsks()).toBe(false));
    page.leave();

    visit();
    expect(await takes().findByRole('heading', { name: 'Take 1' })).toBeVisible();
    expect(takes().queryByRole('heading', { name: 'Take 2' })).toBeNull();
    const kept = await deviceTakes().load('asha');
    expect(kept?.takes).toHaveLength(1);
    expect(kept?.takes[0]?.blob.size).toBe('better words'.length + 'last'.length);
  });

  it('are kept for their account only: another visitor on the same phone does not see them', async () => {
    const user = userEvent.setup();
    const page = visit();
    await recordTake(user);
    await waitFor(() => expect(leavingAsks()).toBe(false));

    // Someone else signs in on this page: the takes leave it with the visitor who recorded them.
    await act(async () => fake.setUser(fake.account('ravi')));
    expect(await takes().findByText(/No takes yet/)).toBeVisible();
    page.leave();

    const ravi = visit();
    await ready();
    expect(takes().getByText(/No takes yet/)).toBeVisible();
    ravi.leave();

    fake.setUser(fake.account('asha'));
    visit();
    expect(await takes().findByRole('heading', { name: 'Take 1' })).toBeVisible();
  });

  it('say so when the device is full, and the browser asks before the tab closes', async () => {
    const user = userEvent.setup();
    fillTheDevice();
    const page = visit();
    await recordTake(user);
    expect(
      await screen.findByText(
        'This device has no room left to keep every take. A take marked “Only on this page” is lost if you leave the page: upload it, or delete takes you do not need.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText(KEPT)).toBeNull();
    expect(takes().getByRole('listitem')).toHaveTextContent('Only on this page');
    expect(leavingAsks()).toBe(true);
    page.leave();

    // As the page said: that take is gone.
    visit();
    await ready();
    expect(takes().getByText(/No takes yet/)).toBeVisible();
  });

  it('say so where the browser keeps nothing for the page (a private window)', async () => {
    const user = userEvent.setup();
    Reflect.deleteProperty(globalThis, 'indexedDB');
    visit();
    await recordTake(user);
    expect(
      await screen.findByText(/This browser does not let the page keep takes on this device/),
    ).toBeVisible();
    expect(takes().getByText('Only on this page')).toBeVisible();
    expect(leavingAsks()).toBe(true);
  });

  it('are held by the page for a signed-out visitor, and kept for them once they sign in', async () => {
    const user = userEvent.setup();
    fake.setUser(null);
    const page = visit();
    await recordTake(user);
    expect(
      await screen.findByText(/You are signed out, so your takes are held by this page only/),
    ).toBeVisible();
    expect(leavingAsks()).toBe(true);

    await act(async () => fake.setUser(fake.account('asha')));
    expect(await screen.findByText(KEPT)).toBeVisible();
    expect(takes().getByRole('heading', { name: 'Take 1' })).toBeVisible();
    await waitFor(() => expect(leavingAsks()).toBe(false));
    page.leave();

    visit();
    expect(await takes().findByRole('heading', { name: 'Take 1' })).toBeVisible();
  });
});
