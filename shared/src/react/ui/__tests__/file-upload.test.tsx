// Brings jest-dom's matcher types (the runtime matchers come from jest.config's setupFilesAfterEnv).
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadError } from '../../../ui/upload-request';
import { FakeXhr, installFakeXhr } from '../../../ui/__tests__/fake-xhr';
import { FileUpload, type FileUploadProps } from '../file-upload';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installFakeXhr();
});
afterEach(() => {
  uninstall();
  jest.restoreAllMocks();
});

const MB = 1024 * 1024;

function video(name = 'greeting.webm', bytes = 1024, type = 'video/webm') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function setup(props: Partial<FileUploadProps> = {}) {
  const user = userEvent.setup();
  const callbacks = { onSuccess: jest.fn(), onError: jest.fn(), onProgress: jest.fn() };
  const view = render(
    <FileUpload label="Your greeting video" action="/api/greetings" {...callbacks} {...props} />,
  );
  const input = screen.getByLabelText<HTMLInputElement>(/Your greeting video/);
  return { user, input, view, ...callbacks };
}

/** The file part of a request (FormData wraps the chosen file in a new File with its name). */
function sentFile(xhr: FakeXhr, field = 'file') {
  const part = xhr.form.get(field);
  if (!(part instanceof File)) throw new Error(`No file in the ${field} field`);
  return { name: part.name, size: part.size, type: part.type };
}

const described = (file: File) => ({ name: file.name, size: file.size, type: file.type });

/** The server answers: settles the upload's promise inside act so React's updates are flushed. */
async function server(step: () => void) {
  await act(async () => {
    step();
  });
}

describe('FileUpload', () => {
  it('is a file input named by the visible label and its button text', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Your greeting video Choose a file');
    expect(screen.getByText('Your greeting video')).toBeVisible();
    expect(screen.getByText('or drop it here')).toBeVisible();
  });

  it('can be reached with the keyboard', async () => {
    const { user, input } = setup();
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('tells the size limit and any hint in the input’s description', () => {
    const { input } = setup({ maxBytes: 5 * MB, hint: 'A short video, up to a minute.' });
    expect(screen.getByText('Largest file: 5 MB.')).toBeVisible();
    expect(input).toHaveAccessibleDescription('A short video, up to a minute. Largest file: 5 MB.');
  });

  it('passes accept and multiple to the native input', () => {
    const { input } = setup({ accept: 'video/*', multiple: true });
    expect(input).toHaveAttribute('accept', 'video/*');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleName('Your greeting video Choose files');
  });

  it('posts the chosen file as multipart form data with the extra fields and headers', async () => {
    const file = video();
    const { user, input } = setup({
      fieldName: 'video',
      data: { day: 'Thiruvonam' },
      headers: { 'X-Campaign': 'onam' },
      withCredentials: true,
    });
    await user.upload(input, file);
    const xhr = FakeXhr.latest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/greetings');
    expect(sentFile(xhr, 'video')).toEqual(described(file));
    expect(xhr.form.get('day')).toBe('Thiruvonam');
    expect(xhr.requestHeaders).toEqual({ 'X-Campaign': 'onam' });
    expect(xhr.withCredentials).toBe(true);
  });

  it('shows the progress of each file with a name and a percentage', async () => {
    const { user, input, onProgress } = setup();
    const file = video();
    await user.upload(input, file);
    const progress = screen.getByRole<HTMLProgressElement>('progressbar', {
      name: 'Uploading greeting.webm',
    });
    expect(progress.value).toBe(0);
    expect(screen.getByText('0%')).toBeVisible();

    await server(() => FakeXhr.latest().progress(400, 1000));
    expect(progress.value).toBe(40);
    expect(progress.max).toBe(100);
    expect(screen.getByText('40%')).toBeVisible();
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 400, total: 1000, percent: 40 }, file);
  });

  it('shows an indeterminate bar while the total size is unknown', async () => {
    const { user, input } = setup();
    await user.upload(input, video());
    await server(() => FakeXhr.latest().progress(400, 0, false));
    const progress = screen.getByRole('progressbar', { name: 'Uploading greeting.webm' });
    expect(progress).not.toHaveAttribute('value');
    expect(screen.getByText('Uploading…')).toBeVisible();
  });

  it('says when a file is uploaded and hands over the server’s answer', async () => {
    const { user, input, onSuccess } = setup();
    const file = video();
    await user.upload(input, file);
    await server(() =>
      FakeXhr.latest().respond(201, '{"id":"g-7"}', { 'Content-Type': 'application/json' }),
    );
    expect(screen.getByText('Uploaded')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('greeting.webm uploaded.');
    expect(onSuccess).toHaveBeenCalledWith({ id: 'g-7' }, file);
  });

  it('cancels an upload in progress', async () => {
    const { user, input, onError, onSuccess } = setup();
    await user.upload(input, video());
    const xhr = FakeXhr.latest();
    await server(() => xhr.progress(300, 1000));

    await user.click(screen.getByRole('button', { name: 'Cancel uploading greeting.webm' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Upload of greeting.webm cancelled.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('can send a cancelled file again', async () => {
    const { user, input, onSuccess } = setup();
    const file = video();
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Cancel uploading greeting.webm' }));
    await user.click(screen.getByRole('button', { name: 'Retry uploading greeting.webm' }));
    expect(FakeXhr.instances).toHaveLength(2);
    expect(sentFile(FakeXhr.latest(), 'file')).toEqual(described(file));
    await server(() => FakeXhr.latest().respond(200));
    expect(onSuccess).toHaveBeenCalledWith('', file);
  });

  it('explains an HTTP failure and sends the same file again on Retry', async () => {
    const { user, input, onError, onSuccess } = setup({ data: { day: 'Atham' } });
    const file = video();
    await user.upload(input, file);
    await server(() => FakeXhr.latest().respond(500, 'Internal Server Error'));

    expect(screen.getByRole('alert')).toHaveTextContent('The upload failed (HTTP 500). Try again.');
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, failedFile] = onError.mock.calls[0] as [UploadError, File];
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(failedFile).toBe(file);

    await user.click(screen.getByRole('button', { name: 'Retry uploading greeting.webm' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading greeting.webm' })).toBeVisible();
    const retry = FakeXhr.latest();
    expect(FakeXhr.instances).toHaveLength(2);
    expect(sentFile(retry, 'file')).toEqual(described(file));
    expect(retry.form.get('day')).toBe('Atham');

    await server(() => retry.respond(200, 'ok'));
    expect(screen.getByText('Uploaded')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith('ok', file);
  });

  it('says the visitor seems offline when the network fails while offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, input, onError } = setup();
    await user.upload(input, video());
    await server(() => FakeXhr.latest().failNetwork());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The upload failed: the server could not be reached. Try again. ' +
        'You seem to be offline: check your connection, then try again.',
    );
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'network', status: 0 }),
      expect.any(File),
    );
    expect(screen.getByRole('button', { name: 'Retry uploading greeting.webm' })).toBeVisible();
  });

  it('says the server could not be reached when the network fails while online', async () => {
    const { user, input } = setup();
    await user.upload(input, video());
    await server(() => FakeXhr.latest().failNetwork());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The upload failed: the server could not be reached. Try again.',
    );
    expect(screen.queryByText(/you seem to be offline/)).not.toBeInTheDocument();
  });

  it('says when an upload timed out', async () => {
    const { user, input } = setup({ timeout: 60_000 });
    await user.upload(input, video());
    expect(FakeXhr.latest().timeout).toBe(60_000);
    await server(() => FakeXhr.latest().expire());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The upload took too long and was stopped. Try again.',
    );
  });

  it('refuses a file over maxBytes before sending anything', async () => {
    const { user, input, onError } = setup({ maxBytes: 5 * MB });
    await user.upload(input, video('wedding.webm', 6 * MB));
    expect(FakeXhr.instances).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“wedding.webm” is 6 MB, larger than the 5 MB allowed.',
    );
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('uploads every file when multiple, each with its own progress', async () => {
    const { user, input } = setup({ multiple: true });
    await user.upload(input, [video('day-1.webm'), video('day-2.webm')]);
    expect(FakeXhr.instances).toHaveLength(2);
    const [first, second] = FakeXhr.instances as [FakeXhr, FakeXhr];
    await server(() => {
      first.progress(10, 100);
      second.progress(70, 100);
    });
    const list = screen.getByRole('list', { name: 'Uploads' });
    const bars = within(list).getAllByRole<HTMLProgressElement>('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.value])).toEqual([
      ['Uploading day-1.webm', 10],
      ['Uploading day-2.webm', 70],
    ]);
  });

  it('replaces the file when not multiple, stopping the one still sending', async () => {
    const { user, input } = setup();
    await user.upload(input, video('first.webm'));
    const first = FakeXhr.latest();
    await user.upload(input, video('second.webm'));
    expect(first.aborted).toBe(true);
    expect(screen.queryByText('first.webm')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading second.webm' })).toBeVisible();
  });

  describe('drag and drop', () => {
    function dropZone(input: HTMLElement) {
      const zone = input.parentElement;
      if (!zone) throw new Error('The input has no drop area');
      return zone;
    }

    it('uploads a dropped file', () => {
      const { input } = setup();
      const file = video();
      const zone = dropZone(input);
      fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files: [file] } });
      expect(zone).toHaveAttribute('data-dragging');
      fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } });
      expect(zone).not.toHaveAttribute('data-dragging');
      expect(sentFile(FakeXhr.latest(), 'file')).toEqual(described(file));
      expect(screen.getByRole('progressbar', { name: 'Uploading greeting.webm' })).toBeVisible();
    });

    it('checks a dropped file against accept, which the picker cannot do for drops', () => {
      const { input } = setup({ accept: 'video/*' });
      const photo = video('pookalam.jpg', 10, 'image/jpeg');
      fireEvent.drop(dropZone(input), { dataTransfer: { types: ['Files'], files: [photo] } });
      expect(FakeXhr.instances).toHaveLength(0);
      expect(screen.getByRole('alert')).toHaveTextContent(
        '“pookalam.jpg” is not a kind of file accepted here.',
      );
    });

    it('takes only the first dropped file when not multiple', () => {
      const { input } = setup();
      fireEvent.drop(dropZone(input), {
        dataTransfer: { types: ['Files'], files: [video('a.webm'), video('b.webm')] },
      });
      expect(FakeXhr.instances).toHaveLength(1);
      expect(screen.queryByText('b.webm')).not.toBeInTheDocument();
    });

    it('ignores drops when disabled', () => {
      const { input } = setup({ disabled: true });
      expect(input).toBeDisabled();
      fireEvent.drop(dropZone(input), { dataTransfer: { types: ['Files'], files: [video()] } });
      expect(FakeXhr.instances).toHaveLength(0);
    });
  });

  it('stops uploads still sending when it goes away', async () => {
    const { user, input, view } = setup();
    await user.upload(input, video());
    const xhr = FakeXhr.latest();
    view.unmount();
    expect(xhr.aborted).toBe(true);
  });
});
