import type { Locale } from '../i18n/locale';
import type { CampaignManifest } from './schema';

// Kept apart from the schema (and its validator, zod) so that the first screen, which trusts a
// manifest the server has already checked (host/src/campaign/prerendered-manifest.ts), can name
// the page without loading the validator.

/** The page title and description: "<product> | <broadcaster>", the product in the visitor's language. */
export function brandTitle(brand: CampaignManifest['brand'], locale: Locale = 'en'): string {
  const product = locale === 'ml' && brand.productMl ? brand.productMl : brand.product;
  return `${product} | ${brand.broadcaster}`;
}
