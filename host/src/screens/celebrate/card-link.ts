import { truncateGraphemes } from '@onam/shared/ui/graphemes';
import { DEFAULT_GREETING, isGreetingId, type GreetingId } from '@onam/shared/festival/greetings';

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

/** A name as it may appear on a card: one line, at most NAME_MAX characters. */
export function cleanName(raw: string): string {
  return truncateGraphemes(raw.replace(CONTROL, ' '), NAME_MAX);
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
