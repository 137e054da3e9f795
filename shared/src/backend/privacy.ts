/**
 * Privacy under India's Digital Personal Data Protection Act 2023 and its Rules (notified November
 * 2025): the notice's version, the age band a visitor gives at registration, and the consent record
 * a profile keeps (docs/decisions/037). The page at /privacy shows the version and its date; a
 * profile records which version its visitor accepted, and when, by the server's clock.
 */

/** The notice's version: a new text gets a new version, and visitors are asked again. */
export const PRIVACY_NOTICE_VERSION = '2026-12-07';
/** The date the notice took effect (ISO 8601), shown on the page. */
export const PRIVACY_NOTICE_DATE = '2026-12-07';

/**
 * The grievance contact the notice names. A placeholder until the broadcaster names its grievance
 * officer's real address (README, "Privacy").
 */
export const PRIVACY_CONTACT_EMAIL = 'privacy@keralavision.example';

/** Where the notice is. */
export const PRIVACY_PATH = '/privacy';

/** The file "Download my data" saves. */
export const MY_DATA_FILE_NAME = 'onam-my-data.json';

export const AGE_BANDS = ['under-18', 'adult'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * What a profile records of the visitor's consents. Times are ISO 8601 from the server's clock:
 * the security rules take `request.time` for a profile's first write, the functions their own.
 */
export interface ConsentRecord {
  /**
   * The PRIVACY_NOTICE_VERSION the visitor accepted; null on a profile from before the notice
   * whose newsletter choice changed before they answered (the page asks them).
   */
  notice: string | null;
  noticeAt: string | null;
  /** When the newsletter choice (the profile's `newsletter`) was last given or withdrawn. */
  newsletterAt: string;
}

/** A visitor is treated as a child ONLY when they said so: profiles from before have no band. */
export const isChild = (profile: { ageBand?: AgeBand | null } | null | undefined): boolean =>
  profile?.ageBand === 'under-18';

/** Whether a signed-in visitor must still give their age band or accept the current notice. */
export const needsPrivacyAnswer = (
  profile: { ageBand?: AgeBand | null; consent?: ConsentRecord | null } | null | undefined,
): boolean =>
  Boolean(profile) && (!profile?.ageBand || profile.consent?.notice !== PRIVACY_NOTICE_VERSION);

/**
 * Whether a visitor may appear in public (a board's row, a card on the wall): an adult who has
 * accepted the current privacy notice. Not a child, and not a visitor who has not answered yet (no
 * age band, or consent to another version of the notice): publishing someone takes their consent
 * to this notice, which says what is public.
 */
export const mayBePublic = (
  // Only the notice's version is read: a server's profile document (its times Timestamps) will do.
  profile:
    { ageBand?: AgeBand | null; consent?: Pick<ConsentRecord, 'notice'> | null } | null | undefined,
): boolean => profile?.ageBand === 'adult' && profile.consent?.notice === PRIVACY_NOTICE_VERSION;
