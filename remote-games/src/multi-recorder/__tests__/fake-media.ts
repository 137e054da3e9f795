/**
 * Stand-ins for the browser's recording objects, which jsdom does not have: tracks, streams,
 * MediaRecorder (that hands back one chunk per second recorded), getUserMedia and enumerateDevices.
 */

export class FakeTrack extends EventTarget {
  readyState: 'live' | 'ended' = 'live';
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
  stop() {
    this.readyState = 'ended';
  }
  /** The device went away (unplugged, or the permission was taken back). */
  end() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

export class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(kinds: ReadonlyArray<'audio' | 'video'>) {
    this.tracks = kinds.map((kind) => new FakeTrack(kind));
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  get released() {
    return this.tracks.every((track) => track.readyState === 'ended');
  }
}

export class FakeMediaRecorder extends EventTarget {
  static instances: FakeMediaRecorder[] = [];
  static supported = ['audio/webm;codecs=opus', 'audio/webm', 'video/webm;codecs=vp8,opus'];
  static isTypeSupported(type: string) {
    return FakeMediaRecorder.supported.includes(type);
  }

  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  timeslice: number | undefined;

  constructor(
    readonly stream: FakeStream,
    options?: { mimeType?: string },
  ) {
    super();
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }

  static latest(): FakeMediaRecorder {
    const recorder = FakeMediaRecorder.instances.at(-1);
    if (!recorder) throw new Error('no MediaRecorder was made');
    return recorder;
  }

  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
    this.dispatchEvent(new Event('start'));
  }

  /** A timeslice passed: the recorder hands over what it has. */
  chunk(text = 'sound') {
    const event = Object.assign(new Event('dataavailable'), {
      data: new Blob([text], { type: this.mimeType }),
    });
    this.dispatchEvent(event);
  }

  stop() {
    if (this.state === 'inactive') throw new Error('InvalidStateError');
    this.state = 'inactive';
    // As browsers do: the last chunk, then 'stop', after the call has returned.
    queueMicrotask(() => {
      this.chunk('last');
      this.dispatchEvent(new Event('stop'));
    });
  }

  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

export interface FakeDevicesOptions {
  /** What getUserMedia rejects with, per request kind; resolves when absent. */
  refuse?: { audio?: string; video?: string };
  cameras?: number;
}

export function domException(name: string): Error {
  return Object.assign(new Error(name), { name });
}

/** getUserMedia and enumerateDevices as a browser with one microphone (and cameras) would answer. */
export function fakeMediaDevices({ refuse = {}, cameras = 1 }: FakeDevicesOptions = {}) {
  const streams: FakeStream[] = [];
  const getUserMedia = jest.fn(async (constraints: MediaStreamConstraints) => {
    const wantsVideo = Boolean(constraints.video);
    if (wantsVideo && refuse.video) throw domException(refuse.video);
    if (refuse.audio) throw domException(refuse.audio);
    const stream = new FakeStream(wantsVideo ? ['audio', 'video'] : ['audio']);
    streams.push(stream);
    return stream as unknown as MediaStream;
  });
  const enumerateDevices = jest.fn(async () => [
    { kind: 'audioinput', deviceId: 'mic', label: '', groupId: '' },
    ...Array.from({ length: cameras }, (_, i) => ({
      kind: 'videoinput',
      deviceId: `cam${i}`,
      label: '',
      groupId: '',
    })),
  ]);
  return { getUserMedia, enumerateDevices, streams };
}
