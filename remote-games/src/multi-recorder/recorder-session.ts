/**
 * One recording: asks for the microphone (and camera), records with MediaRecorder, measures the
 * level through an AnalyserNode, and releases every device when it ends, however it ends. No React
 * here; the browser's objects come in through `RecorderDevices`, so tests pass fakes.
 */
import { deviceProblem, type DeviceProblem } from './media-errors';
import { levelFromRms, rms, rmsOfBytes } from './level-meter';
import { baseType, pickMimeType, type TakeKind } from './recording-format';

export interface RecorderDevices {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  MediaRecorder: typeof MediaRecorder;
  /** Absent where Web Audio is missing: the meter then stays still, recording still works. */
  AudioContext?: typeof AudioContext;
  now: () => number;
}

export function browserDevices(): RecorderDevices {
  return {
    getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
    MediaRecorder: window.MediaRecorder,
    AudioContext: window.AudioContext as typeof AudioContext | undefined,
    now: () => performance.now(),
  };
}

export interface FinishedRecording {
  blob: Blob;
  contentType: string;
  kind: TakeKind;
  durationMs: number;
}

export interface RecordingSession {
  kind: TakeKind;
  /** For a live preview of the camera. */
  stream: MediaStream;
  /** Why a video take fell back to sound only, or null. */
  cameraProblem: DeviceProblem | null;
  /** The microphone's level now, 0..1. */
  level: () => number;
  elapsedMs: () => number;
  /** Ends the take and keeps it. */
  stop: () => Promise<FinishedRecording>;
  /** Ends the take and keeps nothing (the part is leaving). */
  cancel: () => void;
}

export class DeviceError extends Error {
  override readonly name = 'DeviceError';
  constructor(
    readonly problem: DeviceProblem,
    options?: { cause?: unknown },
  ) {
    super(`recording unavailable: ${problem}`, options);
  }
}

const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  facingMode: 'user',
  width: { ideal: 640 },
  height: { ideal: 480 },
};

/** Asks for the devices; a refused or missing camera falls back to sound only. */
async function openStream(
  devices: RecorderDevices,
  video: boolean,
): Promise<{ stream: MediaStream; kind: TakeKind; cameraProblem: DeviceProblem | null }> {
  if (video) {
    try {
      const stream = await devices.getUserMedia({ audio: true, video: VIDEO_CONSTRAINTS });
      return { stream, kind: 'video', cameraProblem: null };
    } catch (error) {
      const problem = deviceProblem(error);
      // Asked together, a refusal does not say which device was refused: asking for the
      // microphone alone tells.
      try {
        const stream = await devices.getUserMedia({ audio: true });
        return { stream, kind: 'audio', cameraProblem: problem };
      } catch (audioError) {
        throw new DeviceError(deviceProblem(audioError), { cause: audioError });
      }
    }
  }
  try {
    return {
      stream: await devices.getUserMedia({ audio: true }),
      kind: 'audio',
      cameraProblem: null,
    };
  } catch (error) {
    throw new DeviceError(deviceProblem(error), { cause: error });
  }
}

function meter(devices: RecorderDevices, stream: MediaStream) {
  if (!devices.AudioContext || stream.getAudioTracks().length === 0) {
    return { level: () => 0, close: () => undefined };
  }
  try {
    const context = new devices.AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    // Started from a click, so the context may run; some browsers still start it suspended.
    void context.resume().catch(() => undefined);
    // Safari before 14.1 has only the byte form of the samples.
    const floats = typeof analyser.getFloatTimeDomainData === 'function';
    const samples = floats ? new Float32Array(analyser.fftSize) : new Uint8Array(analyser.fftSize);
    return {
      level: () => {
        if (samples instanceof Float32Array) {
          analyser.getFloatTimeDomainData(samples);
          return levelFromRms(rms(samples));
        }
        analyser.getByteTimeDomainData(samples);
        return levelFromRms(rmsOfBytes(samples));
      },
      close: () => void context.close().catch(() => undefined),
    };
  } catch {
    // The meter is a help, not a need: recording goes on without it.
    return { level: () => 0, close: () => undefined };
  }
}

export interface StartOptions {
  video: boolean;
  devices: RecorderDevices;
  /**
   * The recording ended without `stop` (the device was unplugged, the recorder failed): what was
   * recorded until then is kept if there is any.
   */
  onInterrupted: (finished: FinishedRecording | null) => void;
}

export async function startRecording({
  video,
  devices,
  onInterrupted,
}: StartOptions): Promise<RecordingSession> {
  const { stream, kind, cameraProblem } = await openStream(devices, video);
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };

  let recorder: MediaRecorder;
  try {
    const isTypeSupported = (type: string) => devices.MediaRecorder.isTypeSupported(type);
    const mimeType = pickMimeType(kind, isTypeSupported);
    recorder = new devices.MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  } catch (error) {
    release();
    throw new DeviceError('unsupported', { cause: error });
  }

  const levels = meter(devices, stream);
  const chunks: Blob[] = [];
  const startedAt = devices.now();
  let endedAt: number | null = null;
  let settled = false;
  let finish: ((recording: FinishedRecording) => void) | null = null;

  const elapsedMs = () => (endedAt ?? devices.now()) - startedAt;
  const finished = (): FinishedRecording => {
    const type = recorder.mimeType || chunks[0]?.type || `${kind}/webm`;
    const contentType = baseType(type, kind);
    return {
      blob: new Blob(chunks, { type: contentType }),
      contentType,
      kind,
      durationMs: Math.max(0, elapsedMs()),
    };
  };
  const cleanUp = () => {
    release();
    levels.close();
    for (const track of stream.getTracks()) track.removeEventListener('ended', onTrackEnded);
  };

  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  recorder.addEventListener('stop', () => {
    endedAt ??= devices.now();
    cleanUp();
    if (settled) return;
    settled = true;
    if (finish) {
      finish(finished());
    } else {
      // Nobody asked to stop: the browser ended it.
      onInterrupted(chunks.length > 0 ? finished() : null);
    }
  });
  recorder.addEventListener('error', () => {
    endedAt ??= devices.now();
    // Firefox and Chromium also fire 'stop' after an error; a stop on an inactive recorder throws.
    if (recorder.state !== 'inactive') recorder.stop();
  });
  function onTrackEnded() {
    if (recorder.state !== 'inactive') {
      endedAt ??= devices.now();
      recorder.stop();
    }
  }
  for (const track of stream.getTracks()) track.addEventListener('ended', onTrackEnded);

  try {
    // Chunks every second: an interrupted take keeps what was said until then.
    recorder.start(1000);
  } catch (error) {
    cleanUp();
    throw new DeviceError('unsupported', { cause: error });
  }

  return {
    kind,
    stream,
    cameraProblem,
    level: levels.level,
    elapsedMs,
    stop: () =>
      new Promise<FinishedRecording>((resolve) => {
        endedAt ??= devices.now();
        if (settled) {
          resolve(finished());
          return;
        }
        finish = resolve;
        if (recorder.state !== 'inactive') recorder.stop();
      }),
    cancel: () => {
      settled = true;
      endedAt ??= devices.now();
      if (recorder.state !== 'inactive') recorder.stop();
      cleanUp();
    },
  };
}
