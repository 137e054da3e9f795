import { brandTitle } from '@onam/shared/manifest/brand';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { deviceBucket, pageSideOf } from '@onam/shared/canary/device-side';
import { openCampaign } from '../campaign/campaign-store';
import type { CampaignFetch } from '../campaign/fetch-campaign';
import type { CheckCampaign } from '../campaign/load-campaign';
import { localManifestMemory } from '../campaign/manifest-memory';
import { rereadCampaign } from '../campaign/read-campaign';
import { registerCampaignRemotes } from '../federation/register-remotes';
import { checkedByPrerender } from '../prerender/prerendered-manifest';
import type { ShellMarker } from '../prerender/shell-marker';
import { rememberSideOfDevice } from '../i18n/visitor-locale';
import type { OpenedPreview } from './preview';

/**
 * Step 2. The manifest checked and published: its remotes registered, its brand applied, then
 * kept fresh while the site stays open (campaign-store.ts): re-read on each navigation, and every
 * 60 s once the first paint is done, each re-read the same way as this first one. A prerendered
 * page drawn from this very manifest carries the server's checked copy of it, so the first
 * screen does without the validator (prerendered-manifest.ts); any other page waits for it.
 */
export async function openTheCampaign(
  fetched: CampaignFetch,
  prerendered: ShellMarker | null,
  preview: OpenedPreview | null,
  loadCheck: () => Promise<CheckCampaign>,
) {
  const check = checkedByPrerender(document, prerendered, fetched) ?? (await loadCheck());
  return openCampaign(fetched, {
    check,
    read: preview ? async () => preview.read() : () => rereadCampaign(),
    loadCheck,
    // A preview is never remembered as the last good manifest of this device.
    memory: preview ? undefined : localManifestMemory,
    onPublish: applyCampaign,
  });
}

/**
 * What a manifest sets outside React: the remotes it names (at this device's side of a canary,
 * which the cookie then tells the pages function), the page title and the theme.
 */
function applyCampaign(manifest: CampaignManifest): void {
  registerCampaignRemotes(manifest);
  rememberSideOfDevice(pageSideOf(manifest, deviceBucket()));
  document.title = brandTitle(manifest.brand);
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', brandTitle(manifest.brand));
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', manifest.brand.themeColor);
  document.documentElement.style.setProperty('--theme', manifest.brand.themeColor);
}
