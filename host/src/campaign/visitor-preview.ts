import { createTranslator, type Catalogue } from '@onam/shared/i18n/translator';
import type { Locale } from '@onam/shared/i18n/locale';
import type { CampaignFetch } from './fetch-campaign';

/**
 * "See the site as a visitor on festival day N": the console puts a manifest (a
 * revision, or a change not yet live) and a festival day in this browser's storage and opens
 * `/?preview=1`; that page runs on them instead of /campaign.json and the server's clock, and says
 * so in a banner. Nothing is published: other visitors, and this browser's other tabs, see the
 * live campaign. Only the page that asks (the `preview` parameter) reads it, so a stale preview
 * never leaks into an ordinary visit, and it expires after an hour.
 */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_STORAGE_KEY = 'onam:campaign-preview';
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export interface VisitorPreview {
  /** The manifest as JSON, checked by the page as any manifest is. */
  manifest: unknown;
  /** The festival day (1…) the page believes it is, at noon in Kerala. */
  day: number;
  /** What the banner names: "revision 12", or "your change". */
  label: string;
  expiresAt: number;
}

/** The address that opens a preview. */
export const previewUrl = () => `/?${PREVIEW_PARAM}=1`;

export function writeVisitorPreview(
  storage: Pick<Storage, 'setItem'>,
  preview: Omit<VisitorPreview, 'expiresAt'>,
  now: number,
): void {
  storage.setItem(
    PREVIEW_STORAGE_KEY,
    JSON.stringify({ ...preview, expiresAt: now + PREVIEW_LIFETIME_MS }),
  );
}

/** The preview this page was opened for, or null: no parameter, nothing stored, or expired. */
export function readVisitorPreview(
  search: string,
  storage: Pick<Storage, 'getItem'>,
  now: number,
): VisitorPreview | null {
  if (!new URLSearchParams(search).has(PREVIEW_PARAM)) return null;
  let stored: Partial<VisitorPreview>;
  try {
    stored = JSON.parse(storage.getItem(PREVIEW_STORAGE_KEY) ?? 'null') ?? {};
  } catch {
    return null;
  }
  const { manifest, day, label, expiresAt } = stored;
  if (
    typeof manifest !== 'object' ||
    manifest === null ||
    typeof day !== 'number' ||
    !Number.isInteger(day) ||
    day < 1 ||
    typeof label !== 'string' ||
    typeof expiresAt !== 'number' ||
    expiresAt < now
  ) {
    return null;
  }
  return { manifest, day, label, expiresAt };
}

/** The festival day's date (YYYY-MM-DD) in the previewed manifest, if it has that day. */
function dayStart(manifest: unknown, day: number): string | undefined {
  const days = (manifest as { festival?: { days?: unknown } }).festival?.days;
  if (!Array.isArray(days)) return undefined;
  const found = days.find((entry: unknown) => (entry as { day?: unknown } | null)?.day === day) as
    { start?: unknown } | undefined;
  return typeof found?.start === 'string' ? found.start : undefined;
}

/**
 * What the page reads instead of /campaign.json, the first time and at every re-read: the
 * previewed manifest, with the clock at noon in Kerala on the previewed day.
 */
export function previewFetch(preview: VisitorPreview, deviceNow: number): CampaignFetch {
  const start = dayStart(preview.manifest, preview.day);
  const serverMs = start ? Date.parse(`${start}T12:00:00+05:30`) : NaN;
  return {
    ok: true,
    json: preview.manifest,
    ...(Number.isFinite(serverMs) ? { serverTime: { serverMs, deviceMs: deviceNow } } : {}),
  };
}

/** The banner's words, here rather than in the shell's catalogue: only a preview loads them. */
export const previewMessages = {
  en: { 'preview.banner': 'Preview of {label} on festival day {day}. Visitors do not see this.' },
  ml: {
    'preview.banner': 'ഉത്സവത്തിന്റെ {day:ordinal} ദിവസത്തെ {label} മുൻകാഴ്ച. സന്ദർശകർ ഇത് കാണുന്നില്ല.',
  },
} satisfies Catalogue<string>;

/** Puts the banner above the page, outside the app: it stays whatever the app draws. */
export function showPreviewBanner(preview: VisitorPreview, locale: Locale): void {
  const banner = document.createElement('p');
  banner.setAttribute('role', 'status');
  banner.dataset.part = 'preview-banner';
  banner.textContent = createTranslator(previewMessages, locale)('preview.banner', {
    label: preview.label,
    day: preview.day,
  });
  Object.assign(banner.style, {
    margin: '0',
    padding: '0.5rem 1rem',
    background: '#5a1a8b',
    color: '#fff',
    fontWeight: '600',
    textAlign: 'center',
  });
  document.body.prepend(banner);
}
