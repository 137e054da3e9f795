import { FESTIVAL_TIME_ZONE } from '@onam/shared/festival/calendar';
import type { Locale } from '@onam/shared/i18n/locale';

/**
 * A moment as a visitor in Kerala reads it, whatever the device's time zone: the festival's days
 * and streaks are counted on Kerala's calendar, so its dates should agree with them.
 */
export function keralaDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${locale}-IN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: FESTIVAL_TIME_ZONE,
  }).format(new Date(iso));
}

export type MediaKind = 'audio' | 'video' | 'image' | 'other';

/** Which player a recorded greeting needs, from its content type. */
export function mediaKind(contentType: string): MediaKind {
  const type = contentType.split('/')[0]?.toLowerCase();
  return type === 'audio' || type === 'video' || type === 'image' ? type : 'other';
}
