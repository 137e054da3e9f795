/**
 * Getting the card off the page: a download, the system share sheet, or a link on the clipboard.
 * The browser objects come in as arguments so each outcome can be tested without a browser.
 */

export const CARD_FILE_NAME = 'onam-greeting.png';

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

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

/**
 * Whether this browser can share a picture file (phones mostly can; desktop Chromium mostly
 * cannot). Asked with an empty PNG, before the card exists, to decide which button to show.
 */
export function canShareFiles(nav: Partial<ShareNavigator> = navigator): boolean {
  if (typeof nav.share !== 'function' || typeof nav.canShare !== 'function') return false;
  try {
    return nav.canShare({ files: [new File([], CARD_FILE_NAME, { type: 'image/png' })] });
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'failed';

/** Shares the card; closing the share sheet is the visitor's choice, not a failure. */
export async function shareCard(
  blob: Blob,
  message: { title: string; text: string },
  nav: Partial<ShareNavigator> = navigator,
): Promise<ShareOutcome> {
  const file = new File([blob], CARD_FILE_NAME, { type: 'image/png' });
  const data: ShareData = { files: [file], title: message.title, text: message.text };
  if (typeof nav.share !== 'function' || !nav.canShare?.(data)) return 'failed';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

// The clipboard is the same for a card's link and a result's (shared/src/share/web-share.ts).
export { copyText } from '@onam/shared/share/web-share';
