import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62 × 4: a byte from here up is dropped, so that every character is as likely as any other. */
const UNBIASED_BELOW = 4 * ALPHABET.length;

/**
 * An id of `length` characters of [A-Za-z0-9] from a cryptographic source: a carpet's id is the
 * secret its link carries (20 characters, 119 bits), so it must not be guessable from others.
 */
export function randomId(
  length: number,
  random: (size: number) => Uint8Array = randomBytes,
): string {
  let id = '';
  while (id.length < length) {
    for (const byte of random(length)) {
      if (byte < UNBIASED_BELOW && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
