/**
 * The browser's ways of passing a link on: the system share sheet (Web Share API) and the
 * clipboard. The browser objects come in as arguments so each outcome is tested without a browser.
 */

export type ShareOutcome = 'shared' | 'cancelled' | 'failed';

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

export interface LinkShare {
  title: string;
  text: string;
  url: string;
}

/** Whether this browser has a share sheet for a link (most phones; few desktop browsers). */
export function canShareLink(
  nav: Partial<ShareNavigator> | undefined = globalThis.navigator,
): boolean {
  if (!nav || typeof nav.share !== 'function') return false;
  if (typeof nav.canShare !== 'function') return true;
  try {
    return nav.canShare({ url: 'https://example.org/', text: 'x' });
  } catch {
    return false;
  }
}

/** Opens the share sheet with the text and the link; closing it is a choice, not a failure. */
export async function shareLink(
  data: LinkShare,
  nav: Partial<ShareNavigator> | undefined = globalThis.navigator,
): Promise<ShareOutcome> {
  if (!nav || typeof nav.share !== 'function') return 'failed';
  try {
    await nav.share({ title: data.title, text: data.text, url: data.url });
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** Copies text; false when the clipboard is missing or refused (the caller shows the text instead). */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
