/**
 * Passing a picture on from the page: the system's share sheet with the file (Web Share API, where
 * the browser can share files), or a download. The browser objects come in as arguments so each
 * outcome is tested without a browser.
 */
import type { ShareOutcome } from './web-share';

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

/** A picture's file: a PNG, named in Latin letters (a file on the visitor's device). */
export type PictureFileName = `${string}.png`;

/** Offers a blob as a download under `fileName`. */
export function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The download has to start before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Whether this browser can share a picture file (phones mostly can; desktop Chromium mostly
 * cannot). Asked with an empty PNG, before the picture exists, to decide which control to show.
 */
export function canSharePicture(
  fileName: PictureFileName,
  nav: Partial<ShareNavigator> | undefined = globalThis.navigator,
): boolean {
  if (!nav || typeof nav.share !== 'function' || typeof nav.canShare !== 'function') return false;
  try {
    return nav.canShare({ files: [new File([], fileName, { type: 'image/png' })] });
  } catch {
    return false;
  }
}

/** Shares the picture with its words; closing the share sheet is a choice, not a failure. */
export async function sharePicture(
  blob: Blob,
  message: { fileName: PictureFileName; title: string; text: string },
  nav: Partial<ShareNavigator> | undefined = globalThis.navigator,
): Promise<ShareOutcome> {
  const file = new File([blob], message.fileName, { type: 'image/png' });
  const data: ShareData = { files: [file], title: message.title, text: message.text };
  if (!nav || typeof nav.share !== 'function' || !nav.canShare?.(data)) return 'failed';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
