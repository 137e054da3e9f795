import { DISTRICTS, type District } from './districts';
import { AGE_BANDS, type AgeBand } from './privacy';

/**
 * What a visitor typed into the registration form beyond the account itself, kept on the device
 * until their profile is written. Creating the account and writing the profile are two requests: a
 * network drop, a closed tab or a navigation can come between them. With these details kept, a
 * retry of the form, or the next sign-in on this device, writes the profile the visitor asked for
 * (their district, their newsletter choice) instead of a blank one. No password is ever kept.
 *
 * Keyed by the email address, lower-cased, as Firebase Auth compares them.
 */
export interface PendingRegistration {
  displayName: string;
  district: District;
  newsletter: boolean;
  /** The age band given in the form (absent in copies kept before it was asked). */
  ageBand?: AgeBand;
}

/** The part of the Web Storage API used here, so tests and private modes can pass their own. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const PENDING_REGISTRATION_PREFIX = 'onam:pending-registration:';

const keyFor = (email: string) => `${PENDING_REGISTRATION_PREFIX}${email.trim().toLowerCase()}`;

function isPending(value: unknown): value is PendingRegistration {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.displayName === 'string' &&
    record.displayName.trim() !== '' &&
    typeof record.district === 'string' &&
    (DISTRICTS as readonly string[]).includes(record.district) &&
    typeof record.newsletter === 'boolean'
  );
}

/** `localStorage` where it can be used; null in private modes that refuse it, and on the server. */
function defaultStore(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export interface PendingRegistrations {
  remember(email: string, details: PendingRegistration): void;
  /** The details kept for this address, or null (none, or unreadable: never a throw). */
  recall(email: string | null | undefined): PendingRegistration | null;
  forget(email: string | null | undefined): void;
}

/**
 * Every call swallows storage failures: a full or refused storage loses only the convenience (the
 * profile then gets the defaults a sign-in gives), never the registration itself.
 */
export function pendingRegistrations(
  store: KeyValueStore | null = defaultStore(),
): PendingRegistrations {
  return {
    remember(email, details) {
      try {
        store?.setItem(keyFor(email), JSON.stringify(details));
      } catch {
        // Quota or privacy mode: the registration goes on without the safety copy.
      }
    },
    recall(email) {
      if (!email || !store) return null;
      try {
        const raw = store.getItem(keyFor(email));
        if (raw === null) return null;
        const parsed: unknown = JSON.parse(raw);
        return isPending(parsed)
          ? {
              displayName: parsed.displayName,
              district: parsed.district,
              newsletter: parsed.newsletter,
              ...((AGE_BANDS as readonly unknown[]).includes(parsed.ageBand)
                ? { ageBand: parsed.ageBand }
                : {}),
            }
          : null;
      } catch {
        return null;
      }
    },
    forget(email) {
      if (!email) return;
      try {
        store?.removeItem(keyFor(email));
      } catch {
        // Nothing to do: a stale copy is harmless, the profile already exists.
      }
    },
  };
}
