import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { startFixedStepLoop } from '../common/game-loop';
import { smoothLevel } from './level-meter';
import type { DeviceProblem } from './media-errors';
import { clipClock } from './limits';
import {
  browserDevices,
  DeviceError,
  startRecording,
  type FinishedRecording,
  type RecorderDevices,
  type RecordingSession,
} from './recorder-session';
import type { TakeKind } from './recording-format';

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopping';

/** Why the last take ended other than by Stop. */
export type EndedBy = 'limit' | 'interrupted' | 'interrupted-empty' | null;

export interface UseRecorderOptions {
  maxClipSeconds: number;
  /** A take is finished (by Stop, the time limit, or an interruption that kept something). */
  onRecorded: (recording: FinishedRecording) => void;
  /** Recording did not start, or ended with nothing to keep. */
  onNothingRecorded: () => void;
  /** Tests pass fakes; the browser's own otherwise. */
  devices?: () => RecorderDevices;
}

/** With less motion asked for, the meter moves in a few calm steps a second instead of every frame. */
const REDUCED_MOTION_METER_MS = 250;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function drawLevel(element: HTMLElement | null, level: number) {
  if (!element) return;
  const percent = String(Math.round(level * 100));
  element.style.setProperty('--level', level.toFixed(3));
  if (element.getAttribute('aria-valuenow') !== percent) {
    element.setAttribute('aria-valuenow', percent);
  }
}

/**
 * The recorder's life in React: start and stop, the elapsed time (re-rendering once a second),
 * the automatic stop at the limit, and the level meter, which is drawn straight onto its element
 * each frame so the page does not re-render sixty times a second.
 */
export function useRecorder({
  maxClipSeconds,
  onRecorded,
  onNothingRecorded,
  devices = browserDevices,
}: UseRecorderOptions) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [session, setSession] = useState<RecordingSession | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [problem, setProblem] = useState<DeviceProblem | null>(null);
  const [cameraProblem, setCameraProblem] = useState<DeviceProblem | null>(null);
  const [endedBy, setEndedBy] = useState<EndedBy>(null);
  const [kind, setKind] = useState<TakeKind>('audio');

  const meterElement = useRef<HTMLElement | null>(null);
  const sessionRef = useRef<RecordingSession | null>(null);
  const stopping = useRef(false);
  // The latest callbacks, for a take that ends long after the render that started it.
  const callbacks = useRef({ onRecorded, onNothingRecorded });
  useLayoutEffect(() => {
    callbacks.current = { onRecorded, onNothingRecorded };
  });

  const finish = useCallback(
    async (reason: Exclude<EndedBy, 'interrupted' | 'interrupted-empty'>) => {
      const current = sessionRef.current;
      if (!current || stopping.current) return;
      stopping.current = true;
      setPhase('stopping');
      const recording = await current.stop();
      sessionRef.current = null;
      stopping.current = false;
      setSession(null);
      setPhase('idle');
      setEndedBy(reason);
      setElapsedMs(recording.durationMs);
      drawLevel(meterElement.current, 0);
      callbacks.current.onRecorded(recording);
    },
    [],
  );

  const start = useCallback(
    async (video: boolean): Promise<RecordingSession | null> => {
      if (sessionRef.current || phase !== 'idle') return null;
      setPhase('starting');
      setProblem(null);
      setCameraProblem(null);
      setEndedBy(null);
      setElapsedMs(0);
      try {
        const started = await startRecording({
          video,
          devices: devices(),
          onInterrupted: (recording) => {
            if (sessionRef.current !== started) return;
            sessionRef.current = null;
            setSession(null);
            setPhase('idle');
            drawLevel(meterElement.current, 0);
            if (recording) {
              setEndedBy('interrupted');
              setElapsedMs(recording.durationMs);
              callbacks.current.onRecorded(recording);
            } else {
              setEndedBy('interrupted-empty');
              callbacks.current.onNothingRecorded();
            }
          },
        });
        sessionRef.current = started;
        setSession(started);
        setKind(started.kind);
        setCameraProblem(started.cameraProblem);
        setPhase('recording');
        return started;
      } catch (error) {
        setProblem(error instanceof DeviceError ? error.problem : 'unknown');
        setPhase('idle');
        callbacks.current.onNothingRecorded();
        return null;
      }
    },
    [devices, phase],
  );

  // The clock, the meter and the limit while a take runs.
  useEffect(() => {
    if (!session) return;
    const maxMs = maxClipSeconds * 1000;
    const reduced = prefersReducedMotion();
    let shown = 0;
    let lastDrawn = -Infinity;
    let lastSecond = -1;
    const loop = startFixedStepLoop({
      update: (stepMs) => {
        shown = smoothLevel(shown, session.level(), stepMs);
      },
      render: () => {
        const elapsed = session.elapsedMs();
        const second = Math.floor(elapsed / 1000);
        if (second !== lastSecond) {
          lastSecond = second;
          setElapsedMs(elapsed);
        }
        if (!reduced || elapsed - lastDrawn >= REDUCED_MOTION_METER_MS) {
          lastDrawn = elapsed;
          drawLevel(meterElement.current, shown);
        }
        if (clipClock(elapsed, maxClipSeconds).atLimit) void finish('limit');
      },
    });
    // Animation frames pause in a background tab; the limit must hold there too.
    const limit = setTimeout(() => void finish('limit'), Math.max(0, maxMs - session.elapsedMs()));
    return () => {
      loop.stop();
      clearTimeout(limit);
      // The last frame may have drawn after the take ended: the meter rests at zero.
      drawLevel(meterElement.current, 0);
    };
  }, [session, maxClipSeconds, finish]);

  // Leaving the page part releases the microphone and keeps nothing.
  useEffect(
    () => () => {
      sessionRef.current?.cancel();
      sessionRef.current = null;
    },
    [],
  );

  const stop = useCallback(() => finish(null), [finish]);
  const attachMeter = useCallback((element: HTMLElement | null) => {
    meterElement.current = element;
    // Set here, not as props: React would otherwise put back its own value on the next render.
    element?.setAttribute('aria-valuenow', '0');
    element?.style.setProperty('--level', '0');
  }, []);

  return {
    phase,
    kind,
    /** The live stream, for the camera preview. */
    stream: session?.stream ?? null,
    elapsedMs,
    problem,
    cameraProblem,
    endedBy,
    start,
    stop,
    /** The ref callback of the level meter's element. */
    attachMeter,
  };
}
