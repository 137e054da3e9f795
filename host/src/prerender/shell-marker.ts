// What a prerendered page says about itself, and whether the app may take it over as it is.
// Plain functions with no React and no DOM beyond what they are handed: the renderer (Node) and
// the page (bootstrap.tsx) both use them, and Jest tests them directly.
import type { PageSide, Side } from '@onam/shared/canary/device-side';
import { isLocale, type Locale } from '@onam/shared/i18n/locale';
import { PRERENDER_META } from './names';

/** Which page was rendered, for whom and from what. */
export interface ShellMarker {
  path: string;
  locale: Locale;
  /** Kerala's date (YYYY-MM-DD) it was rendered on: the festival line and the tiles depend on it. */
  date: string;
  /** manifestDigest() of the campaign manifest it was rendered from. */
  digest: string;
  /**
   * The side of the running canary it was drawn for (shared/src/canary/device-side.ts): on the
   * canary side, each remote's canary version drew the page. Stable where no canary runs.
   */
  side: Side;
}

/** What the app's first render would be: a marker's words, for the device's own side. */
export type PageNow = Omit<ShellMarker, 'side'> & { side: PageSide };

/**
 * The marker as the meta's content: four words, none of which may contain a space, and a fifth,
 * `canary`, on a page drawn for the canary side. The inline script reads the first two
 * (inline-script.ts), so the side goes last; a stable page reads as it did before sides existed.
 */
export function formatMarker({ path, locale, date, digest, side }: ShellMarker): string {
  return [path, locale, date, digest, ...(side === 'canary' ? [side] : [])].join(' ');
}

export function parseMarker(content: string | null | undefined): ShellMarker | null {
  const parts = content?.trim().split(/\s+/) ?? [];
  const canary = parts.length === 5 && parts[4] === 'canary';
  if (parts.length !== 4 && !canary) return null;
  const [path, locale, date, digest] = parts as [string, string, string, string];
  if (!path.startsWith('/') || !isLocale(locale)) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^[0-9a-f]{8}$/.test(digest)) return null;
  return { path, locale, date, digest, side: canary ? 'canary' : 'stable' };
}

/** The marker of a document's prerendered page, or null when it has none. */
export function readMarker(doc: Pick<Document, 'querySelector'>): ShellMarker | null {
  const meta = doc.querySelector(`meta[name="${PRERENDER_META}"]`);
  return parseMarker(meta?.getAttribute('content'));
}

/**
 * A short fingerprint of a validated manifest (FNV-1a, 32 bits, over its JSON): enough to tell
 * whether the page was rendered from the manifest the app has just read. Not a security measure:
 * a collision only means a hydration that React then repairs.
 */
export function manifestDigest(manifest: unknown): string {
  const text = JSON.stringify(manifest);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Whether the app's first render would be exactly the prerendered page, so React can adopt it
 * (hydrate) rather than draw it again: the same page, language, festival date and manifest, and
 * the side of the canary this device runs (a page drawn by the other side's version of a game
 * would not be what its own version draws).
 */
export function canHydrate(marker: ShellMarker | null, now: PageNow): boolean {
  return (
    marker !== null &&
    marker.path === now.path &&
    marker.locale === now.locale &&
    marker.date === now.date &&
    marker.digest === now.digest &&
    marker.side === now.side
  );
}
