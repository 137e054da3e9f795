// A change as the console says it, in English, for the terminal: the sentences first, then the
// exact values (which scripts and the history keep reading).
import { changeInWords, type WordedManifest } from '@onam/shared/campaign-ops/change-words';
import { changeWordMessages } from '@onam/shared/campaign-ops/change-words-messages';
import { gamesShownTwice } from '@onam/shared/campaign-ops/shown-twice';
import { createTranslator } from '@onam/shared/i18n/translator';

const say = createTranslator(changeWordMessages, 'en');

/**
 * "In words:" and a line a sentence, with any warning for a game on two routes; nothing when
 * a manifest cannot be read as one (the values below still say it all).
 */
export function inWordsLines(before: unknown, after: unknown): string[] {
  try {
    const was = (before ?? null) as WordedManifest | null;
    const now = after as WordedManifest;
    const sentences = changeInWords(was, now).map(({ key, params }) => say(key, params));
    const warnings = gamesShownTwice(now).map(({ key, params }) => `Warning: ${say(key, params)}`);
    if (sentences.length === 0 && warnings.length === 0) return [];
    return ['In words:', ...sentences.map((line) => `  ${line}`), ...warnings];
  } catch {
    return [];
  }
}
