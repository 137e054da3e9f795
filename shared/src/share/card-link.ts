import { truncateGraphemes } from '../ui/graphemes';
import { DEFAULT_GREETING, isGreetingId, type GreetingId } from '../festival/greetings';

/** In characters as a visitor sees them: a Malayalam conjunct counts as one. */
export const NAME_MAX = 40;

/** What a shared link carries: the greeting and the sender's name. Pictures stay on the device. */
export interface CardParams {
  greeting: GreetingId;
  name: string;
}

// Control characters (a pasted newline or tab) would break the one line the name is drawn on.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

// Marks that turn the text's direction around (U+202A-U+202E, U+2066-U+2069): invisible, they
// would make a card or a shared link read other than what was typed ("Anu" + RLO + "gpj.exe").
// Joiners (U+200C, U+200D) are not here: Malayalam needs them for its chillu letters.
const DIRECTION_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/g;

/** A name as it may appear on a card: one line, no direction overrides, at most NAME_MAX characters. */
export function cleanName(raw: string): string {
  return truncateGraphemes(raw.replace(CONTROL, ' ').replace(DIRECTION_OVERRIDE, ''), NAME_MAX);
}

/** Whether a name holds characters the card refuses (as against a newline, which becomes a space). */
export function hasRefusedCharacters(raw: string): boolean {
  return new RegExp(DIRECTION_OVERRIDE.source).test(raw);
}

/** The link that opens the card maker with this greeting and name chosen. */
export function cardLink(origin: string, params: CardParams): string {
  const url = new URL('/celebrate', origin);
  url.searchParams.set('greeting', params.greeting);
  const name = cleanName(params.name.trim()).trim();
  if (name) url.searchParams.set('name', name);
  return url.toString();
}

/**
 * What a link asks for, or null when it asks for nothing. A greeting the site does not know (an old
 * link, a typo) falls back to the first one rather than failing the page.
 */
export function readCardParams(search: URLSearchParams): CardParams | null {
  const greeting = search.get('greeting');
  const name = search.get('name');
  if (greeting === null && name === null) return null;
  return {
    greeting: isGreetingId(greeting) ? greeting : DEFAULT_GREETING,
    name: cleanName((name ?? '').trim()).trim(),
  };
}
