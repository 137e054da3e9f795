/**
 * Onam's greetings, as CONTENT.md gives them: the Malayalam and its Latin transliteration, for the
 * card maker (/celebrate) and the recorder's ideas (/talk). They are data, not code, so a spelling
 * is corrected in one place. The English meaning is a translation, so it lives in the catalogue of
 * each screen that shows it (`celebrate.greeting.<id>`, `recorder.ideas.<id>`).
 */
export const GREETING_IDS = [
  'onashamsakal',
  'hrudayam',
  'ponnonam',
  'thiruvonam',
  'maveli',
] as const;
export type GreetingId = (typeof GREETING_IDS)[number];

export interface Greeting {
  id: GreetingId;
  /** Malayalam script. */
  ml: string;
  /** Latin script, as Malayalis write it in messages. */
  latin: string;
  /**
   * `ml` cut where a narrow line may break inside a long compound word, between the syllables a
   * reader would split it at (drawn as `<wbr>`, so the text itself is unchanged). Joined, they
   * are `ml`. Without it a word wider than a phone's column breaks between any two letters.
   */
  mlBreaks?: readonly string[];
}

export const GREETINGS: readonly Greeting[] = [
  // Spelt ഓണാശംസകൾ with the chillu ൾ; ഓണശംസകള് is the common misspelling.
  { id: 'onashamsakal', ml: 'ഓണാശംസകൾ', latin: 'Onashamsakal' },
  { id: 'hrudayam', ml: 'ഹൃദയം നിറഞ്ഞ ഓണാശംസകൾ', latin: 'Hrudayam niranja Onashamsakal' },
  { id: 'ponnonam', ml: 'പൊന്നോണാശംസകൾ', latin: 'Ponnonashamsakal' },
  { id: 'thiruvonam', ml: 'തിരുവോണാശംസകൾ', latin: 'Thiruvonashamsakal' },
  {
    id: 'maveli',
    ml: 'മാവേലി നാടു വാണീടും കാലം, മാനുഷരെല്ലാരുമൊന്നുപോലെ',
    latin: 'Maveli naadu vaaneedum kaalam, maanusharellaarum onnupole',
    // മാനുഷർ + എല്ലാരും + ഒന്നുപോലെ, joined by sandhi into one word of 264 px at a wall card's size,
    // against the 216 px a 360 px phone leaves it.
    mlBreaks: ['മാവേലി നാടു വാണീടും കാലം, മാനുഷ', 'രെല്ലാരു', 'മൊന്നുപോലെ'],
  },
];

export const DEFAULT_GREETING: GreetingId = 'onashamsakal';

export function isGreetingId(value: unknown): value is GreetingId {
  return typeof value === 'string' && (GREETING_IDS as readonly string[]).includes(value);
}

/** The greeting's Malayalam in the pieces a line may break between (one piece when it needs none). */
export function mlPieces(greeting: Greeting): readonly string[] {
  return greeting.mlBreaks ?? [greeting.ml];
}

export function greetingById(id: GreetingId): Greeting {
  const found = GREETINGS.find((greeting) => greeting.id === id);
  if (!found) throw new Error(`No greeting ${id}`);
  return found;
}
