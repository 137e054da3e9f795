/**
 * One file sent as multipart form data with XMLHttpRequest, because fetch cannot report upload
 * progress. No React here: the file-upload component and anything else can drive it.
 */

export type UploadErrorKind = 'http' | 'network' | 'aborted' | 'timeout';

export class UploadError extends Error {
  override readonly name = 'UploadError';
  /** The HTTP status; 0 when no response arrived (network, aborted, timeout). */
  readonly status: number;
  readonly kind: UploadErrorKind;
  /** The server's answer to a failed request (JSON when it says so, else text). */
  readonly body: unknown;

  constructor(kind: UploadErrorKind, status = 0, body: unknown = undefined) {
    super(kind === 'http' ? `Upload failed with HTTP ${status}` : `Upload failed: ${kind}`);
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export type UploadProgress = {
  loaded: number;
  /** `null` when the browser cannot tell the total size. */
  total: number | null;
  /** 0 to 100, whole numbers; `null` when the total is unknown. */
  percent: number | null;
};

export type UploadResult = {
  status: number;
  /** Parsed as JSON when the response's content type says JSON, else the text. */
  body: unknown;
};

export type UploadOptions = {
  action: string;
  file: Blob;
  /** Sent as the part's file name; defaults to the File's own name. */
  fileName?: string;
  /** The form field that carries the file. Default `file`. */
  fieldName?: string;
  /** Extra form fields, sent before the file so a streaming server sees them first. */
  data?: Record<string, string>;
  /**
   * Extra request headers. A `Content-Type` here is ignored: the browser must write the multipart
   * boundary itself.
   */
  headers?: Record<string, string>;
  withCredentials?: boolean;
  /** Milliseconds before giving up; 0 or absent waits as long as the browser does. */
  timeout?: number;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export function uploadFile({
  action,
  file,
  fileName,
  fieldName = 'file',
  data = {},
  headers = {},
  withCredentials = false,
  timeout = 0,
  onProgress,
  signal,
}: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('aborted'));
      return;
    }

    const form = new FormData();
    for (const [name, value] of Object.entries(data)) form.append(name, value);
    const name = fileName ?? (file instanceof File ? file.name : 'blob');
    form.append(fieldName, file, name);

    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };

    xhr.open('POST', action, true);
    xhr.withCredentials = withCredentials;
    xhr.timeout = timeout;
    for (const [header, value] of Object.entries(headers)) {
      if (header.toLowerCase() !== 'content-type') xhr.setRequestHeader(header, value);
    }

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : null;
        const percent =
          total === null
            ? null
            : total === 0
              ? 100
              : Math.min(100, Math.floor((event.loaded / total) * 100));
        onProgress({ loaded: event.loaded, total, percent });
      });
    }

    xhr.addEventListener('load', () => {
      const body = readBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        settle(() => resolve({ status: xhr.status, body }));
      } else {
        settle(() => reject(new UploadError('http', xhr.status, body)));
      }
    });
    xhr.addEventListener('error', () => settle(() => reject(new UploadError('network'))));
    xhr.addEventListener('abort', () => settle(() => reject(new UploadError('aborted'))));
    xhr.addEventListener('timeout', () => settle(() => reject(new UploadError('timeout'))));

    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

function readBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  const type = xhr.getResponseHeader('Content-Type') ?? '';
  if (/[/+]json\b/i.test(type) && text !== '') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // A server that says JSON but sends something else: its words are still worth keeping.
      return text;
    }
  }
  return text;
}

/** Why a file cannot be sent, checked before sending; `null` when it can. */
export type FileProblem =
  { problem: 'too-large'; limit: number } | { problem: 'wrong-type'; accept: string };

/**
 * Checks a file against an `accept` list (as the input attribute takes it: `.pdf`, `image/*`,
 * `video/mp4`) and a size limit. The picker already filters by `accept`, but dropped files do not
 * pass through the picker.
 */
export function checkFile(
  file: File,
  { accept, maxBytes }: { accept?: string; maxBytes?: number },
): FileProblem | null {
  if (accept && !matchesAccept(file, accept)) return { problem: 'wrong-type', accept };
  if (maxBytes !== undefined && file.size > maxBytes)
    return { problem: 'too-large', limit: maxBytes };
  return null;
}

export function matchesAccept(file: File, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}
