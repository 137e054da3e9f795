import type { District } from '../districts';
import type { Profile } from '../port';
import type { AgeBand } from '../privacy';

/** A Firestore Timestamp as far as reading needs it. */
export interface TimestampLike {
  toDate(): Date;
}

/**
 * A stored date as ISO 8601. A server timestamp still pending reads as null (unless read with
 * `serverTimestamps: 'estimate'`); then the fallback, normally "now", stands in.
 */
export function timestampToIso(value: unknown, fallback: Date): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    return (value as TimestampLike).toDate().toISOString();
  }
  return fallback.toISOString();
}

/** Storage path of an uploaded file; the storage rules match the same pattern. */
export const mediaStoragePath = (uid: string, mediaId: string) => `media/${uid}/${mediaId}`;

export interface ProfileDoc {
  displayName: string;
  district: District | null;
  newsletter: boolean;
  createdAt: unknown;
  /** Absent on profiles made before the age band was asked (docs/decisions/037). */
  ageBand?: AgeBand;
  /** The times are Firestore Timestamps: `request.time` at registration, the functions' after. */
  consent?: { notice: string | null; noticeAt: unknown; newsletterAt: unknown };
}

export function profileFromDoc(uid: string, data: ProfileDoc, now: Date): Profile {
  return {
    uid,
    displayName: data.displayName,
    district: data.district ?? null,
    newsletter: data.newsletter,
    createdAt: timestampToIso(data.createdAt, now),
    ageBand: data.ageBand ?? null,
    consent: data.consent
      ? {
          notice: data.consent.notice,
          noticeAt:
            data.consent.noticeAt === null ? null : timestampToIso(data.consent.noticeAt, now),
          newsletterAt: timestampToIso(data.consent.newsletterAt, now),
        }
      : null,
  };
}

/** "host:port" from the manifest's emulator config. */
export function parseHostPort(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(':');
  return { host: address.slice(0, at), port: Number(address.slice(at + 1)) };
}
