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
  },
];

export const DEFAULT_GREETING: GreetingId = 'onashamsakal';

export function isGreetingId(value: unknown): value is GreetingId {
  return typeof value === 'string' && (GREETING_IDS as readonly string[]).includes(value);
}

export function greetingById(id: GreetingId): Greeting {
  const found = GREETINGS.find((greeting) => greeting.id === id);
  if (!found) throw new Error(`No greeting ${id}`);
  return found;
}
