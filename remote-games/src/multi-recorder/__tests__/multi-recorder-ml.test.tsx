import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { MediaFile } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { fakeBackend } from '../../../../shared/src/react/__tests__/fake-backend';
import MultiRecorder from '../multi-recorder';
import { fakeMediaDevices, FakeMediaRecorder } from './fake-media';

function installDevices(options?: Parameters<typeof fakeMediaDevices>[0]) {
  const devices = fakeMediaDevices(options);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: devices.getUserMedia, enumerateDevices: devices.enumerateDevices },
  });
  Object.defineProperty(window, 'MediaRecorder', { configurable: true, value: FakeMediaRecorder });
}

function setup() {
  const fake = fakeBackend();
  const list = fake.backend.media.list as unknown as jest.Mock<Promise<MediaFile[]>, [string]>;
  list.mockImplementation(async () => []);
  fake.setUser(fake.account('asha'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BackendProvider backend={fake.backend}>{children}</BackendProvider>
    </QueryClientProvider>
  );
  render(<MultiRecorder locale="ml" maxClips={5} maxClipSeconds={60} />, { wrapper });
}

let urls = 0;

beforeEach(() => {
  FakeMediaRecorder.instances = [];
  urls = 0;
  installDevices();
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  Object.assign(URL, {
    createObjectURL: jest.fn(() => `blob:take/${++urls}`),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
});

afterEach(() => jest.restoreAllMocks());

const recordButton = () => screen.getByRole('button', { name: 'റെക്കോർഡ്' });
const stopButton = () => screen.getByRole('button', { name: 'നിർത്തൂ' });
const takes = () => within(screen.getByRole('region', { name: 'നിങ്ങളുടെ റെക്കോർഡിങ്ങുകൾ' }));

describe('the multi-recorder in Malayalam', () => {
  it('speaks Malayalam from the heading to a recorded take', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'ഓണാശംസ റെക്കോർഡ് ചെയ്യാം' })).toBeVisible();
    // The ideas show the greeting itself, without its Latin spelling.
    expect(screen.getByText(/എല്ലാവർക്കുമുള്ള ലളിതമായ ആശംസ/)).toBeVisible();
    expect(screen.queryByText('Onashamsakal')).toBeNull();
    expect(
      await screen.findByText(
        'നിങ്ങൾക്ക് 5 ആശംസകൾ സൂക്ഷിക്കാം: 0 എണ്ണം റെക്കോർഡ് ചെയ്യുകയോ അപ്‌ലോഡ് ചെയ്യുകയോ ചെയ്തു, ഇനി 5 എണ്ണം കൂടി.',
      ),
    ).toBeVisible();

    await user.click(await waitFor(recordButton));
    await user.click(await waitFor(stopButton));
    await waitFor(recordButton);
    expect(takes().getByRole('heading', { name: 'റെക്കോർഡിങ് 1' })).toBeVisible();
    expect(takes().getByText('00:00, ശബ്ദം')).toBeVisible();
    expect(screen.getByRole('button', { name: 'റെക്കോർഡിങ് 1 അപ്‌ലോഡ് ചെയ്യൂ' })).toBeVisible();
    expect(screen.getByText('റെക്കോർഡിങ് 1 തയ്യാർ, 00:00.')).toHaveAttribute('role', 'status');
  });

  it('explains a refused microphone in Malayalam', async () => {
    const user = userEvent.setup();
    installDevices({ refuse: { audio: 'NotAllowedError' } });
    setup();
    await user.click(await waitFor(recordButton));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'മൈക്രോഫോണിന് അനുവാദമില്ലാത്തതിനാൽ ഒന്നും റെക്കോർഡ് ചെയ്യാനാവില്ല.',
    );
  });
});
