import type { Locale } from '../i18n/locale';
import type { CampaignManifest, GameRoute } from './schema';

/**
 * The operator's words in the visitor's language. The manifest carries English and, optionally,
 * Malayalam beside it (`titleMl`, like a festival day's `nameMl`); English stands in where the
 * Malayalam is missing, so a half-translated manifest still reads.
 */
export function inLocale(english: string, malayalam: string | undefined, locale: Locale): string {
  return locale === 'ml' && malayalam ? malayalam : english;
}

export const routeTitle = (route: Pick<GameRoute, 'title' | 'titleMl'>, locale: Locale) =>
  inLocale(route.title, route.titleMl, locale);

export const productName = (
  brand: Pick<CampaignManifest['brand'], 'product' | 'productMl'>,
  locale: Locale,
) => inLocale(brand.product, brand.productMl, locale);

export const switchOffMessage = (
  switchOff: NonNullable<CampaignManifest['switchOff']>,
  locale: Locale,
) => inLocale(switchOff.message, switchOff.messageMl, locale);
