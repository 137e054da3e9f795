import { useEffect, useReducer, useRef, useState } from 'react';
import type { MultiRecorderProps } from '@onam/shared/contracts/parts';
import { isBackendError } from '@onam/shared/backend/port';
import { useCurrentUser, useMediaList, useUploadMedia } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';
import { GreetingList } from './greeting-list';
import { canRecord, clipAllowance, clipsKept, formatClock } from './limits';
import { browserAbilities, recordingUnavailable } from './media-errors';
import { RecorderControls } from './recorder-controls';
import { greetingFileName } from './recording-format';
import { TakeList } from './take-list';
import { initialTakes, takeBeingReplaced, takesReducer, type Take } from './takes';
import { useCamera } from './use-camera';
import { usePendingFocus } from './use-pending-focus';
import { useRecorder } from './use-recorder';
import styles from './multi-recorder.module.css';

/**
 * The recorder's state and its wiring to the devices and the backend hooks; what it shows is in
 * RecorderControls, TakeList and GreetingList.
 */
export function Recorder({ locale, maxClips, maxClipSeconds }: MultiRecorderProps) {
  const t = useTranslation(messages, locale);
  const user = useCurrentUser();
  const uid = user.data?.uid;
  const media = useMediaList(uid);
  const upload = useUploadMedia();
  const [state, dispatch] = useReducer(takesReducer, initialTakes);
  const [announcement, setAnnouncement] = useState('');
  const [wantVideo, setWantVideo] = useState(false);
  const [camera, setCamera] = useCamera();
  const [unavailable] = useState(() => recordingUnavailable(browserAbilities()));
  // Object URLs of the takes' recordings, and the names of uploads under way (so two takes sent at
  // once are not both called "-1").
  const [ownedUrls] = useState(() => new Set<string>());
  const [namesInFlight] = useState(() => new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());
  const takeIds = useRef(0);
  const { root: focusRoot, request: requestFocus } = usePendingFocus<HTMLDivElement>();

  const uploaded = media.data ?? [];
  const checking = user.isPending || (uid !== undefined && media.isPending);
  const allowance = clipAllowance(maxClips, clipsKept(state.takes.length, uploaded.length));
  const replacing = takeBeingReplaced(state);

  const recorder = useRecorder({
    maxClipSeconds,
    onRecorded: (recording) => {
      const url = URL.createObjectURL(recording.blob);
      ownedUrls.add(url);
      const number = replacing?.number ?? state.nextNumber;
      takeIds.current += 1;
      dispatch({
        type: 'recorded',
        id: `take-${takeIds.current}`,
        recording: { ...recording, url },
      });
      setAnnouncement(
        t('recorder.announce.recorded', {
          number,
          duration: formatClock(Math.round(recording.durationMs / 1000)),
        }),
      );
    },
    onNothingRecorded: () => dispatch({ type: 'recording-ended' }),
  });

  // A take replaced or deleted gives its recording's memory back.
  useEffect(() => {
    const live = new Set(state.takes.map((take) => take.url));
    for (const url of ownedUrls) {
      if (!live.has(url)) {
        URL.revokeObjectURL(url);
        ownedUrls.delete(url);
      }
    }
  }, [state.takes, ownedUrls]);
  useEffect(
    () => () => {
      for (const url of ownedUrls) URL.revokeObjectURL(url);
      ownedUrls.clear();
    },
    [ownedUrls],
  );

  // Takes live only on this page until uploaded: closing the tab asks first.
  const unsaved = state.takes.length > 0 || state.recording !== null;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const busy = recorder.phase !== 'idle';

  async function record(target: Take | null) {
    if (busy || unavailable) return;
    if (target === null && (checking || !canRecord(allowance, false))) return;
    dispatch({ type: 'record', target: target?.id ?? null });
    requestFocus('toggle');
    const started = await recorder.start(wantVideo && camera === 'available');
    if (started?.cameraProblem === 'refused') {
      setCamera('refused');
      setWantVideo(false);
    }
  }

  function toggle() {
    if (recorder.phase === 'recording') void recorder.stop();
    else if (recorder.phase === 'idle') void record(null);
  }

  function remove(take: Take) {
    dispatch({ type: 'delete', id: take.id });
    setAnnouncement(t('recorder.announce.deleted', { number: take.number }));
    requestFocus('takes-heading');
  }

  async function send(take: Take) {
    const name = greetingFileName(new Date(), take.contentType, [
      ...uploaded.map((greeting) => greeting.name),
      ...namesInFlight,
    ]);
    const file = new File([take.blob], name, { type: take.contentType });
    const controller = new AbortController();
    controllers.current.set(take.id, controller);
    namesInFlight.add(name);
    dispatch({ type: 'upload-started', id: take.id });
    requestFocus(`cancel-${take.id}`);
    try {
      await upload.mutateAsync({
        file,
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          dispatch({
            type: 'upload-progress',
            id: take.id,
            fraction: total > 0 ? loaded / total : 0,
          }),
      });
      dispatch({ type: 'upload-succeeded', id: take.id });
      setAnnouncement(t('recorder.announce.uploaded', { number: take.number, name }));
      requestFocus('greetings-heading');
    } catch (error) {
      const failure = isBackendError(error) ? error.code : 'unknown';
      dispatch({ type: 'upload-failed', id: take.id, failure });
      requestFocus(failure === 'cancelled' ? `upload-${take.id}` : `retry-${take.id}`);
    } finally {
      namesInFlight.delete(name);
      controllers.current.delete(take.id);
    }
  }

  return (
    <div ref={focusRoot} className={styles.body}>
      <RecorderControls
        locale={locale}
        maxClipSeconds={maxClipSeconds}
        allowance={allowance}
        checking={checking}
        unavailable={unavailable}
        recorder={recorder}
        replacingNumber={replacing?.number ?? null}
        camera={camera}
        wantVideo={wantVideo}
        onWantVideo={setWantVideo}
        onToggle={toggle}
      />
      <TakeList
        locale={locale}
        state={state}
        recording={busy}
        onRerecord={(take) => void record(take)}
        onDelete={remove}
        onUpload={(take) => void send(take)}
        onCancel={(take) => controllers.current.get(take.id)?.abort()}
      />
      <GreetingList
        locale={locale}
        signedIn={user.isPending ? undefined : user.data !== null}
        media={media}
        onRemoved={(name) => {
          setAnnouncement(t('recorder.announce.removed', { name }));
          requestFocus('greetings-heading');
        }}
      />
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
