import { useCallback, useId } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import { recorderMessages, type RecorderKey } from './messages';
import { clipClock, formatClock, WARN_SECONDS_BEFORE_END, type ClipAllowance } from './limits';
import type { DeviceProblem } from './media-errors';
import type { CameraState } from './use-camera';
import type { useRecorder } from './use-recorder';
import styles from './multi-recorder.module.css';

const ALLOWANCE: Record<ClipAllowance['state'], RecorderKey> = {
  room: 'recorder.allowance.room',
  last: 'recorder.allowance.last',
  full: 'recorder.allowance.full',
};

export interface RecorderControlsProps {
  locale: Locale;
  maxClipSeconds: number;
  allowance: ClipAllowance;
  /** The uploaded greetings are still being counted. */
  checking: boolean;
  unavailable: DeviceProblem | null;
  recorder: ReturnType<typeof useRecorder>;
  /** Re-recording: the take being replaced. */
  replacingNumber: number | null;
  camera: CameraState;
  wantVideo: boolean;
  onWantVideo: (video: boolean) => void;
  onToggle: () => void;
}

/**
 * Record and Stop (one button, so focus stays put), the video switch, the live level meter, the
 * clock with the time left near the end, and every message about the devices and the limits.
 */
export function RecorderControls({
  locale,
  maxClipSeconds,
  allowance,
  checking,
  unavailable,
  recorder,
  replacingNumber,
  camera,
  wantVideo,
  onWantVideo,
  onToggle,
}: RecorderControlsProps) {
  const t = useTranslation(recorderMessages, locale);
  const id = useId();
  const allowanceId = `${id}-allowance`;
  const videoNoteId = `${id}-video-note`;
  const { phase, problem, cameraProblem, endedBy, stream, kind, elapsedMs, attachMeter } = recorder;
  const recording = phase === 'recording' || phase === 'stopping';
  const clock = clipClock(elapsedMs, maxClipSeconds);
  const full = allowance.state === 'full' && replacingNumber === null;
  // Not `disabled`: a button that disables itself under the keyboard's focus drops the focus.
  const recordBlocked = !recording && (full || checking || unavailable !== null);

  const attachPreview = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video && video.srcObject !== stream) video.srcObject = stream;
    },
    [stream],
  );

  const problemKey = (unavailable ?? problem) as DeviceProblem | null;
  const showVideoSwitch = camera === 'available' || camera === 'refused';

  return (
    <div className={styles.controls} data-phase={phase}>
      <p id={allowanceId} className={styles.allowance} data-state={allowance.state}>
        {checking
          ? t('recorder.allowance.checking')
          : t(ALLOWANCE[allowance.state], {
              max: allowance.max,
              used: allowance.used,
              left: allowance.left,
            })}
      </p>

      {showVideoSwitch && (
        <div className={styles.switchRow}>
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={wantVideo && camera === 'available'}
              disabled={camera !== 'available' || phase !== 'idle'}
              aria-describedby={camera === 'refused' ? videoNoteId : undefined}
              onChange={(event) => onWantVideo(event.target.checked)}
            />
            <span>{t('recorder.video')}</span>
          </label>
          {camera === 'refused' && (
            <p id={videoNoteId} className={styles.note}>
              {t('recorder.video.refused')}
            </p>
          )}
        </div>
      )}

      <div className={styles.deck}>
        <button
          type="button"
          className={styles.toggle}
          data-recording={recording || undefined}
          data-focus="toggle"
          aria-disabled={recordBlocked || phase === 'starting' || phase === 'stopping' || undefined}
          aria-describedby={allowanceId}
          onClick={() => {
            if (!recordBlocked) onToggle();
          }}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          {recording ? t('recorder.stop') : t('recorder.record')}
        </button>

        <div className={styles.readout}>
          <p className={styles.clock}>
            <span className={styles.clockLabel}>{t('recorder.clock')}</span>{' '}
            <span className={styles.clockValue}>
              {t('recorder.clockValue', {
                elapsed: formatClock(clock.elapsedSeconds),
                max: formatClock(maxClipSeconds),
              })}
            </span>
          </p>
          <div
            ref={attachMeter}
            role="meter"
            aria-label={t('recorder.level')}
            aria-valuemin={0}
            aria-valuemax={100}
            className={styles.meter}
            data-active={recording || undefined}
          >
            <span className={styles.meterFill} />
          </div>
        </div>
      </div>

      {recording && replacingNumber !== null && (
        <p className={styles.note}>{t('recorder.recordingTake', { number: replacingNumber })}</p>
      )}
      {recording && clock.warning && (
        <p className={styles.timeLeft}>
          {t(clock.remainingSeconds === 1 ? 'recorder.timeLeft.one' : 'recorder.timeLeft.other', {
            count: clock.remainingSeconds,
          })}
        </p>
      )}
      <p role="status" className={visuallyHidden}>
        {recording && clock.warning && clock.remainingSeconds === WARN_SECONDS_BEFORE_END
          ? t('recorder.timeLeftSoon', { count: WARN_SECONDS_BEFORE_END })
          : ''}
      </p>

      {stream && kind === 'video' && (
        <video
          ref={attachPreview}
          className={styles.preview}
          aria-label={t('recorder.preview')}
          autoPlay
          muted
          playsInline
        />
      )}

      {problemKey && (
        <p role="alert" className={styles.error}>
          {t(`recorder.error.${problemKey}`)}
        </p>
      )}
      {cameraProblem && (
        <p role="alert" className={styles.note}>
          {t(`recorder.camera.${cameraProblem}`)}
        </p>
      )}
      {endedBy === 'limit' && (
        <p role="status" className={styles.note}>
          {t('recorder.stoppedAtLimit', { seconds: maxClipSeconds })}
        </p>
      )}
      {endedBy === 'interrupted' && (
        <p role="alert" className={styles.error}>
          {t('recorder.interrupted')}
        </p>
      )}
      {endedBy === 'interrupted-empty' && (
        <p role="alert" className={styles.error}>
          {t('recorder.interruptedEmpty')}
        </p>
      )}
    </div>
  );
}
