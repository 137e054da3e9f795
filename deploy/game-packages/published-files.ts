// A published version's files, as the platform reads them at run time (docs/decisions/054): fetched
// from where the release record says the version is served (its Hosting folder in production, the
// preview's release tree locally), and each checked against the SHA-256 the record names before
// anything uses it. What the record does not name is never fetched; bytes that differ from their
// pin are refused, naming the file, and never run. An instance keeps the bytes it checked: a
// published version never changes.
import { createHash } from 'node:crypto';
import { releaseFileUrl, type ReleaseRecord } from '@onam/shared/contracts/release-record';

/** Reads a URL's bytes; throws, saying why, when it cannot. */
export type ReadPublished = (url: string) => Promise<Buffer>;

export const sha256 = (bytes: Buffer | string): string =>
  createHash('sha256').update(bytes).digest('hex');

/** A file that is not used; the message names the version, the file and why. */
export class FileRefused extends Error {
  override name = 'FileRefused';
  constructor(
    readonly reason: 'not-recorded' | 'unreachable' | 'mismatch',
    message: string,
  ) {
    super(message);
  }
}

/** How long a file's fetch may take, and how large a file may be (the server part is ~0.3 MB). */
export const FETCH_TIMEOUT_MS = 10_000;
export const FILE_MAX_BYTES = 8 * 1024 * 1024;

/** Reads over HTTP(S): a 200 within the time and size allowed, or an error saying which failed. */
export function fetchPublished({
  timeoutMs = FETCH_TIMEOUT_MS,
  maxBytes = FILE_MAX_BYTES,
}: { timeoutMs?: number; maxBytes?: number } = {}): ReadPublished {
  return async (url) => {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`${url} answered ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new Error(`${url} is ${declared} bytes, over ${maxBytes}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += (chunk as Uint8Array).byteLength;
      if (size > maxBytes) throw new Error(`${url} is over ${maxBytes} bytes`);
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
    return Buffer.concat(chunks);
  };
}

/** How long an instance waits before fetching again a file that could not be read or was refused. */
export const FAILED_FILE_MS = 15_000;

export interface PublishedFiles {
  /** A file of a published version, checked against its record; throws a FileRefused. */
  file(record: ReleaseRecord, file: string): Promise<Buffer>;
}

/** Files read with `read`, checked, kept for good once checked; a failure kept FAILED_FILE_MS. */
export function publishedFiles(
  read: ReadPublished,
  { now = Date.now, failedMs = FAILED_FILE_MS } = {},
): PublishedFiles {
  const kept = new Map<string, Promise<Buffer>>();
  const failed = new Map<string, { at: number; error: FileRefused }>();
  const fetchChecked = async (record: ReleaseRecord, file: string): Promise<Buffer> => {
    const named = `${record.remote} ${record.version}`;
    const pin = Object.hasOwn(record.files, file) ? record.files[file] : undefined;
    if (!pin) {
      throw new FileRefused('not-recorded', `${named} was published without ${file}`);
    }
    const url = releaseFileUrl(record, file);
    let bytes: Buffer;
    try {
      bytes = await read(url);
    } catch (error) {
      throw new FileRefused(
        'unreachable',
        `${named}: ${file} could not be read from ${url} (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (sha256(bytes) !== pin) {
      throw new FileRefused(
        'mismatch',
        `${named}: ${file} from ${url} does not match the SHA-256 its release recorded; it is not run`,
      );
    }
    return bytes;
  };
  return {
    file(record, file) {
      // By the address and the pin: a version's files never change, and a build republished
      // locally under the same version has other pins.
      const pin = Object.hasOwn(record.files, file) ? record.files[file] : 'none';
      const key = `${releaseFileUrl(record, file)}#${pin}`;
      const failure = failed.get(key);
      if (failure && now() - failure.at < failedMs) return Promise.reject(failure.error);
      const known = kept.get(key);
      if (known) return known;
      const reading = fetchChecked(record, file).catch((error: FileRefused) => {
        kept.delete(key);
        failed.set(key, { at: now(), error });
        throw error;
      });
      kept.set(key, reading);
      return reading;
    },
  };
}
