import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { MultiRecorderProps } from '@onam/shared/contracts/parts';
import { deviceTakes } from '@onam/shared/backend/device-takes';
import { isBackendError } from '@onam/shared/backend/port';
import { useCurrentUser, useMediaList, useUploadMedia } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import { recorderMessages } from './messages';
import { GreetingList } from './greeting-list';
import { deviceTake, mayLoseWork, newTakeId } from './kept-takes';
import { canRecord, clipAllowance, clipsKept, formatClock } from './limits';
import { browserAbilities, recordingUnavailable } from './media-errors';
import { RecorderControls } from './recorder-controls';
import { greetingFileName } from './recording-format';
import { TakeList } from './take-list';
import { initialTakes, takeBeingReplaced, takesReducer, type Recording, type Take } from './takes';
import { useCamera } from './use-camera';
import { usePendingFocus } from './use-pending-focus';
import { useRecorder } from './use-recorder';
import styles from './multi-recorder.module.css';

/**
 * The recorder's state and its wiring to the devices and the backend hooks; what it shows is in
 * RecorderControls, TakeList and GreetingList.
 */
export function Recorder({ locale, maxClips, maxClipSeconds }: MultiRecorderProps) {
  const t = useTranslation(recorderMessages, locale);
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
  const { root: focusRoot, request: requestFocus } = usePendingFocus<HTMLDivElement>();
  const [store] = useState(deviceTakes);
  // The account whose takes are on the page, and the one whose kept takes have been read back.
  const owner = useRef<string | null>(null);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  const uploaded = media.data ?? [];
  // New takes wait until the kept ones are back: both count towards the allowance.
  const checking =
    user.isPending || (uid !== undefined && (media.isPending || restoredFor !== uid));
  const allowance = clipAllowance(maxClips, clipsKept(state.takes.length, uploaded.length));
  const replacing = takeBeingReplaced(state);

  const objectUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    ownedUrls.add(url);
    return url;
  };

  /** Asks the device to keep a take (this version of it), under the signed-in account. */
  function keepOnDevice(take: Recording & { id: string; number: number }) {
    const { id, url } = take;
    if (uid === undefined) {
      dispatch({ type: 'kept', id, url, kept: 'no-account' });
      return;
    }
    dispatch({ type: 'kept', id, url, kept: 'keeping' });
    void store
      .keep(deviceTake(take, uid, new Date()))
      .then((kept) => dispatch({ type: 'kept', id, url, kept }));
  }

  // The signed-in visitor's kept takes come back; another visitor's leave the page.
  useEffect(() => {
    if (user.isPending) return;
    const visitor = uid ?? null;
    if (owner.current !== null && owner.current !== visitor) {
      for (const controller of controllers.current.values()) controller.abort();
      dispatch({ type: 'cleared' });
      setRestoredFor(null);
    }
    owner.current = visitor;
    if (visitor === null) return;
    let current = true;
    void store.load(visitor).then((kept) => {
      if (!current) return;
      dispatch({
        type: 'restored',
        takes: (kept?.takes ?? []).map(({ id, number, kind, contentType, durationMs, blob }) => ({
          id,
          number,
          kind,
          contentType,
          durationMs,
          blob,
          url: objectUrl(blob),
        })),
        nextNumber: kept?.nextNumber ?? 1,
      });
      setRestoredFor(visitor);
    });
    return () => {
      current = false;
    };
    // objectUrl only adds to the page's own set of URLs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, user.isPending, store]);

  // Takes recorded signed out are kept for the visitor who then signs in: they recorded them.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  useEffect(() => {
    if (uid === undefined || restoredFor !== uid) return;
    for (const take of stateRef.current.takes) {
      if (take.kept === 'no-account') keepOnDevice(take);
    }
    // keepOnDevice is this render's, for this uid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, restoredFor]);

  const recorder = useRecorder({
    maxClipSeconds,
    onRecorded: (recording) => {
      const url = objectUrl(recording.blob);
      const number = replacing?.number ?? state.nextNumber;
      // Re-recording keeps the take's id, so the device's copy is replaced.
      const id = replacing?.id ?? newTakeId();
      dispatch({ type: 'recorded', id, recording: { ...recording, url } });
      keepOnDevice({ ...recording, url, id, number });
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

  // Closing the tab asks first only while it would lose a recording: one under way, or a take the
  // device has not (or could not) put away.
  const unsaved = mayLoseWork(state);
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
    if (uid !== undefined) void store.forget(uid, take.id);
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
      // Uploaded, it is one of the visitor's greetings: the device need not keep it any more.
      if (uid !== undefined) void store.forget(uid, take.id);
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
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
