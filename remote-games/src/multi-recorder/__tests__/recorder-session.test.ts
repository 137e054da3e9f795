import { DeviceError, startRecording, type RecorderDevices } from '../recorder-session';
import { domException, fakeMediaDevices, FakeMediaRecorder, FakeStream } from './fake-media';

let clock = 0;

class FakeAudioContext {
  static closed = 0;
  createAnalyser() {
    return {
      fftSize: 2048,
      getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.1),
    };
  }
  createMediaStreamSource() {
    return { connect: () => undefined };
  }
  resume() {
    return Promise.resolve();
  }
  close() {
    FakeAudioContext.closed += 1;
    return Promise.resolve();
  }
}

function devices(media = fakeMediaDevices(), withAudioContext = true): RecorderDevices {
  return {
    getUserMedia: media.getUserMedia,
    MediaRecorder: FakeMediaRecorder as unknown as typeof MediaRecorder,
    AudioContext: withAudioContext
      ? (FakeAudioContext as unknown as typeof AudioContext)
      : undefined,
    now: () => clock,
  };
}

beforeEach(() => {
  clock = 1000;
  FakeMediaRecorder.instances = [];
  FakeAudioContext.closed = 0;
});

describe('one recording', () => {
  it('records sound in a supported type, measures the level, and releases the microphone when stopped', async () => {
    const media = fakeMediaDevices();
    const session = await startRecording({
      video: false,
      devices: devices(media),
      onInterrupted: jest.fn(),
    });
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true });
    const recorder = FakeMediaRecorder.latest();
    expect(recorder.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder.timeslice).toBe(1000);
    expect(session.kind).toBe('audio');
    // RMS 0.1 is -20 dB: two thirds of the meter.
    expect(session.level()).toBeCloseTo(2 / 3);

    recorder.chunk('one');
    clock = 3500;
    expect(session.elapsedMs()).toBe(2500);
    const finished = await session.stop();
    expect(finished).toMatchObject({ contentType: 'audio/webm', kind: 'audio', durationMs: 2500 });
    // Every chunk, the one handed over at Stop too: 'one' and 'last'.
    expect(finished.blob.size).toBe('onelast'.length);
    expect(finished.blob.type).toBe('audio/webm');
    expect((media.streams[0] as FakeStream).released).toBe(true);
    expect(FakeAudioContext.closed).toBe(1);
  });

  it('records video with sound when the camera is allowed', async () => {
    const media = fakeMediaDevices();
    const session = await startRecording({
      video: true,
      devices: devices(media),
      onInterrupted: jest.fn(),
    });
    expect(session).toMatchObject({ kind: 'video', cameraProblem: null });
    expect(FakeMediaRecorder.latest().mimeType).toBe('video/webm;codecs=vp8,opus');
    expect((await session.stop()).contentType).toBe('video/webm');
  });

  it('falls back to sound only when the camera is refused, and says why', async () => {
    const media = fakeMediaDevices({ refuse: { video: 'NotAllowedError' } });
    const session = await startRecording({
      video: true,
      devices: devices(media),
      onInterrupted: jest.fn(),
    });
    expect(session).toMatchObject({ kind: 'audio', cameraProblem: 'refused' });
    expect(media.getUserMedia).toHaveBeenLastCalledWith({ audio: true });
    await session.stop();
  });

  it.each([
    ['NotAllowedError', 'refused'],
    ['NotFoundError', 'missing'],
    ['NotReadableError', 'in-use'],
  ])('a microphone that fails with %s is reported as %s', async (name, problem) => {
    const media = fakeMediaDevices({ refuse: { audio: name } });
    for (const video of [false, true]) {
      const error = await startRecording({
        video,
        devices: devices(media),
        onInterrupted: jest.fn(),
      }).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DeviceError);
      expect((error as DeviceError).problem).toBe(problem);
    }
  });

  it('releases the microphone when MediaRecorder cannot record the stream', async () => {
    const media = fakeMediaDevices();
    const Broken = Object.assign(
      function Broken() {
        throw domException('NotSupportedError');
      },
      { isTypeSupported: () => false },
    );
    const error = await startRecording({
      video: false,
      devices: { ...devices(media), MediaRecorder: Broken as unknown as typeof MediaRecorder },
      onInterrupted: jest.fn(),
    }).catch((reason: unknown) => reason);
    expect((error as DeviceError).problem).toBe('unsupported');
    expect((media.streams[0] as FakeStream).released).toBe(true);
  });

  it('keeps what was recorded when the microphone goes away mid-take', async () => {
    const media = fakeMediaDevices();
    const onInterrupted = jest.fn();
    await startRecording({ video: false, devices: devices(media), onInterrupted });
    FakeMediaRecorder.latest().chunk('said');
    clock = 2000;
    media.streams[0]?.tracks[0]?.end();
    await Promise.resolve();
    await Promise.resolve();
    expect(onInterrupted).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'audio', durationMs: 1000 }),
    );
    expect((media.streams[0] as FakeStream).released).toBe(true);
  });

  it('records without a meter where Web Audio is missing', async () => {
    const session = await startRecording({
      video: false,
      devices: devices(fakeMediaDevices(), false),
      onInterrupted: jest.fn(),
    });
    expect(session.level()).toBe(0);
    await session.stop();
  });

  it('cancel releases everything and keeps nothing', async () => {
    const media = fakeMediaDevices();
    const onInterrupted = jest.fn();
    const session = await startRecording({ video: false, devices: devices(media), onInterrupted });
    session.cancel();
    await Promise.resolve();
    await Promise.resolve();
    expect((media.streams[0] as FakeStream).released).toBe(true);
    expect(onInterrupted).not.toHaveBeenCalled();
  });
});
