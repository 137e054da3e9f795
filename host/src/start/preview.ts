import type { CampaignFetch } from '../campaign/fetch-campaign';
import { visitorLocale } from '../i18n/visitor-locale';

/** An operator's "see it as a visitor on day N": the manifest it shows, read afresh each time. */
export interface OpenedPreview {
  read: () => CampaignFetch;
}

/**
 * Step 1. The preview this page was opened for (visitor-preview.ts), with its banner up; else
 * null. Only a page opened for one loads that code; the site then runs on the previewed manifest
 * and day instead of the live ones.
 */
export async function previewAsked(): Promise<OpenedPreview | null> {
  if (!location.search.includes('preview=')) return null;
  const { readVisitorPreview, previewFetch, showPreviewBanner } = await import(
    /* webpackChunkName: "visitor-preview" */ '../campaign/visitor-preview'
  );
  let preview;
  try {
    preview = readVisitorPreview(location.search, localStorage, Date.now());
  } catch {
    return null; // no storage: an ordinary visit
  }
  if (!preview) return null;
  showPreviewBanner(preview, visitorLocale().current());
  const shown = preview;
  return { read: () => previewFetch(shown, Date.now()) };
}
