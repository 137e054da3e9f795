import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import type { Locale } from '../../i18n/locale';
import {
  UploadError,
  checkFile,
  uploadFile,
  type FileProblem,
  type UploadProgress,
} from '../../ui/upload-request';
import { useLocale, useTranslation } from '../locale-context';
import { uiMessages } from './messages';
import { UploadRow } from './upload-row';
import { visuallyHidden } from './visually-hidden';
import styles from './file-upload.module.css';

export type FileUploadProps = {
  /** Shown above the drop area and used as the file input's accessible name. */
  label: string;
  /** The URL each file is POSTed to as multipart form data. */
  action: string;
  /** As the input attribute takes it (`image/*,.pdf`); dropped files are checked against it too. */
  accept?: string;
  /** Larger files are refused before anything is sent. */
  maxBytes?: number;
  multiple?: boolean;
  /** The form field that carries the file. Default `file`. */
  fieldName?: string;
  /** Extra form fields sent with each file. */
  data?: Record<string, string>;
  headers?: Record<string, string>;
  withCredentials?: boolean;
  /** Milliseconds before an upload is given up as timed out; default none. */
  timeout?: number;
  hint?: string;
  disabled?: boolean;
  /** The server's answer: JSON when its content type says so, else text. */
  onSuccess?: (response: unknown, file: File) => void;
  /** A failed upload (HTTP, network or timeout); cancelling is not an error. */
  onError?: (error: UploadError, file: File) => void;
  onProgress?: (progress: UploadProgress, file: File) => void;
};

type Item = {
  key: string;
  file: File;
  status: 'uploading' | 'uploaded' | 'failed' | 'cancelled' | 'refused';
  /** 0 to 100, or null while the total size is unknown. */
  percent: number | null;
  failure: UploadError | null;
  problem: FileProblem | null;
};

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "5 MB", "1.5 kB", with the visitor's number formatting (binary multiples, as pickers show). */
function formatBytes(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit > 0 && value < 10 ? 1 : 0,
  }).format(value);
}

/**
 * A file picker with a drop area, uploading each file as it is chosen with per-file progress,
 * Cancel, and Retry after a failure (the same file is sent again, nothing to choose twice). The
 * native file input is the control, so it works from the keyboard and with screen readers; the drop
 * area is an extra for pointers.
 */
export function FileUpload({
  label,
  action,
  accept,
  maxBytes,
  multiple = false,
  fieldName = 'file',
  data,
  headers,
  withCredentials = false,
  timeout,
  hint,
  disabled = false,
  onSuccess,
  onError,
  onProgress,
}: FileUploadProps) {
  const t = useTranslation(uiMessages);
  const locale = useLocale();
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const chooseId = `${id}-choose`;
  const hintId = `${id}-hint`;
  const limitId = `${id}-limit`;

  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const controllers = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);

  useEffect(() => {
    const inFlight = controllers.current;
    // Leaving the page part mid-upload stops the uploads rather than finishing them unseen.
    return () => {
      for (const controller of inFlight.values()) controller.abort();
    };
  }, []);

  function update(key: string, change: Partial<Item>) {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }

  function send(key: string, file: File) {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    uploadFile({
      action,
      file,
      fieldName,
      data,
      headers,
      withCredentials,
      timeout,
      signal: controller.signal,
      onProgress: (progress) => {
        update(key, { percent: progress.percent });
        onProgress?.(progress, file);
      },
    })
      .then((result) => {
        update(key, { status: 'uploaded', percent: 100 });
        setAnnouncement(t('fileUpload.announceUploaded', { name: file.name }));
        onSuccess?.(result.body, file);
      })
      .catch((error: unknown) => {
        const failure = error instanceof UploadError ? error : new UploadError('network');
        if (failure.kind === 'aborted') {
          update(key, { status: 'cancelled' });
          setAnnouncement(t('fileUpload.announceCancelled', { name: file.name }));
          return;
        }
        update(key, { status: 'failed', failure });
        onError?.(failure, file);
      })
      .finally(() => {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      });
  }

  function addFiles(files: readonly File[]) {
    if (disabled || files.length === 0) return;
    const chosen = multiple ? files : files.slice(0, 1);
    const fresh: Item[] = chosen.map((file) => {
      const problem = checkFile(file, { accept, maxBytes });
      return {
        key: String(nextKey.current++),
        file,
        status: problem ? 'refused' : 'uploading',
        percent: 0,
        failure: null,
        problem,
      };
    });
    if (!multiple) {
      // One file at a time: a new choice replaces the last one, and stops it if still sending.
      for (const controller of controllers.current.values()) controller.abort();
    }
    setItems((current) => (multiple ? [...current, ...fresh] : fresh));
    for (const item of fresh) if (!item.problem) send(item.key, item.file);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    addFiles(Array.from(event.target.files ?? []));
    // Cleared so that choosing the same file again is still a change.
    event.target.value = '';
  }

  function carriesFiles(event: DragEvent) {
    return Array.from(event.dataTransfer.types).includes('Files');
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    const into = event.relatedTarget;
    if (!(into instanceof Node && event.currentTarget.contains(into))) setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  }

  function cancel(key: string) {
    controllers.current.get(key)?.abort();
  }

  function retry(item: Item) {
    update(item.key, { status: 'uploading', percent: 0, failure: null });
    send(item.key, item.file);
  }

  function failureText(item: Item): string {
    const { failure, problem, file } = item;
    if (problem?.problem === 'too-large') {
      return t('fileUpload.tooLarge', {
        name: file.name,
        size: formatBytes(file.size, locale),
        limit: formatBytes(problem.limit, locale),
      });
    }
    if (problem?.problem === 'wrong-type') return t('fileUpload.wrongType', { name: file.name });
    if (failure?.kind === 'http') return t('fileUpload.failedHttp', { status: failure.status });
    if (failure?.kind === 'timeout') return t('fileUpload.failedTimeout');
    return t('fileUpload.failedNetwork');
  }

  const describedBy = [hint ? hintId : null, maxBytes !== undefined ? limitId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.upload}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {maxBytes !== undefined && (
        <p id={limitId} className={styles.hint}>
          {t('fileUpload.maxSize', { size: formatBytes(maxBytes, locale) })}
        </p>
      )}
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <input
          id={inputId}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={`${labelId} ${chooseId}`}
          aria-describedby={describedBy || undefined}
          onChange={handleChange}
        />
        <span id={chooseId} className={styles.choose}>
          {t(multiple ? 'fileUpload.chooseMany' : 'fileUpload.chooseOne')}
        </span>{' '}
        <span className={styles.drop}>
          {t(multiple ? 'fileUpload.dropMany' : 'fileUpload.dropOne')}
        </span>
      </div>
      {items.length > 0 && (
        <ul className={styles.files} aria-label={t('fileUpload.list')}>
          {items.map((item) => (
            <li key={item.key} className={styles.file}>
              <UploadRow
                name={item.file.name}
                status={item.status}
                percent={item.percent}
                failure={
                  item.status === 'failed' || item.status === 'refused' ? failureText(item) : null
                }
                onCancel={() => cancel(item.key)}
                onRetry={() => retry(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
