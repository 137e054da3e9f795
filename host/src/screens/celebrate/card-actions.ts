/**
 * Getting the card off the page: a download, the system share sheet, or a link on the clipboard.
 * The browser objects come in as arguments so each outcome can be tested without a browser; the
 * picture's share sheet and download are every picture's (shared/src/share/picture-share.ts).
 */
import { canSharePicture, sharePicture } from '@onam/shared/share/picture-share';
import type { ShareOutcome } from '@onam/shared/share/web-share';

export const CARD_FILE_NAME = 'onam-greeting.png';

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

/**
 * Whether this browser can share a picture file (phones mostly can; desktop Chromium mostly
 * cannot). Asked with an empty PNG, before the card exists, to decide which button to show.
 */
export function canShareFiles(nav: Partial<ShareNavigator> = navigator): boolean {
  return canSharePicture(CARD_FILE_NAME, nav);
}

export type { ShareOutcome };

/** Shares the card; closing the share sheet is the visitor's choice, not a failure. */
export function shareCard(
  blob: Blob,
  message: { title: string; text: string },
  nav: Partial<ShareNavigator> = navigator,
): Promise<ShareOutcome> {
  return sharePicture(blob, { ...message, fileName: CARD_FILE_NAME }, nav);
}

export { downloadBlob } from '@onam/shared/share/picture-share';
// The clipboard is the same for a card's link and a result's (shared/src/share/web-share.ts).
export { copyText } from '@onam/shared/share/web-share';
