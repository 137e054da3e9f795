// Every word the game shows, in both of the site's languages.
import type { BothLanguages, Locale } from './platform-contract';

export const messages = {
  intro: {
    en: 'Kerala’s snake boats race to the vanchipattu, the boat song. Row your chundan vallam to its beat.',
    ml: 'വഞ്ചിപ്പാട്ടിന്റെ താളത്തിലാണ് കേരളത്തിലെ ചുണ്ടൻ വള്ളങ്ങൾ മത്സരിക്കുന്നത്. ആ താളത്തിൽ നിങ്ങളുടെ ചുണ്ടൻ വള്ളം തുഴയൂ.',
  },
  howTo: { en: 'How to play', ml: 'എങ്ങനെ കളിക്കാം' },
  row: { en: 'Row', ml: 'തുഴയൂ' },
  rowAgain: { en: 'Race again', ml: 'വീണ്ടും മത്സരിക്കൂ' },
  beatMark: { en: 'Beat mark', ml: 'താള അടയാളം' },
  beatNow: { en: 'Row now', ml: 'ഇപ്പോൾ തുഴയൂ' },
  beatWait: { en: 'Wait for the beat', ml: 'താളത്തിനായി കാത്തിരിക്കൂ' },
  ready: { en: 'Row once to set off.', ml: 'പുറപ്പെടാൻ ഒരിക്കൽ തുഴയൂ.' },
  first: { en: 'Off you go!', ml: 'പുറപ്പെട്ടു!' },
  'in-time': { en: 'In time!', ml: 'താളത്തിൽ!' },
  early: { en: 'Too early', ml: 'നേരത്തെയായി' },
  late: { en: 'Too late', ml: 'വൈകിപ്പോയി' },
  race: { en: 'The race on the backwaters', ml: 'കായലിലെ മത്സരം' },
  finish: { en: 'Finish', ml: 'ഫിനിഷ്' },
} satisfies Record<string, BothLanguages>;

/** "Stroke 3 of 21" */
export const strokeCount = (done: number, of: number): BothLanguages => ({
  en: `Stroke ${done} of ${of}`,
  ml: `${of} തുഴച്ചിലിൽ ${done}`,
});

/** "You reached the finish with 17 strokes in time: 85 out of 100." */
export const finished = (inTime: number, score: number, max: number): BothLanguages => ({
  en: `You reached the finish with ${inTime} strokes in time: ${score} out of ${max}.`,
  ml: `താളത്തിലുള്ള ${inTime} തുഴച്ചിലുമായി നിങ്ങൾ ഫിനിഷിൽ എത്തി: ${max}-ൽ ${score}.`,
});

export const say = (words: BothLanguages, locale: Locale): string => words[locale];
