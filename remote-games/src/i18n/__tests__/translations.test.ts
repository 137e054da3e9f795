import { translationProblems } from '@onam/shared/i18n/catalogue-check';
import { createTranslator, type Catalogue } from '@onam/shared/i18n/translator';
import { confettiMessages } from '../../confetti/messages';
import { dollMessages } from '../../doll/messages';
import { itemList, joinWords } from '../../doll/item-wording';
import { dressMessages } from '../../dress/messages';
import { familyCarpetMessages } from '../../family-carpet/messages';
import { resultRows } from '../../dress/result-wording';
import { fromIds } from '../../doll/outfit';
import { scoreDress } from '../../dress/scoring';
import { recorderMessages } from '../../multi-recorder/messages';
import { pookalamMessages } from '../../pookalam/messages';
import { sadyaMessages } from '../../sadya/messages';
import { statsMessages } from '../../stats-card/messages';
import { tutorialMessages, welcomeMessages } from '../../tutorial/messages';
import { commonMessages } from '../common';
import { gameTitleMessages } from '../game-titles';
import { messages } from '../messages';

const ml = createTranslator(messages, 'ml');
const MALAYALAM = /[\u0D00-\u0D7F]/;

/** Every catalogue of the remote but the sadya's and the recorder's, which have their own tests. */
const CATALOGUES: [string, Catalogue<string>][] = [
  ['common', commonMessages],
  ['game titles', gameTitleMessages],
  ['confetti', confettiMessages],
  ['doll', dollMessages],
  ['stats card', statsMessages],
  ['tutorial', tutorialMessages],
  ['welcome', welcomeMessages],
  ['pookalam', pookalamMessages],
  ['dress', dressMessages],
  ['family carpet', familyCarpetMessages],
];

describe.each<[string, Catalogue<string>]>(CATALOGUES)(
  'the %s catalogue in Malayalam',
  (_, catalogue) => {
    it('translates every message, keeping its placeholders', () => {
      expect(translationProblems(catalogue, 'ml')).toEqual([]);
    });

    it('writes chillu letters as atomic code points, with no zero-width joiners', () => {
      for (const message of Object.values<string | undefined>(catalogue.ml ?? {})) {
        expect(message).not.toMatch(/[\u200C\u200D]/);
      }
    });
  },
);

describe('the merged catalogue of remote-games', () => {
  it('carries every part’s Malayalam', () => {
    const merged: Partial<Record<string, string>> = messages.ml;
    for (const [, part] of CATALOGUES) expect(merged).toMatchObject(part.ml ?? {});
    expect(merged).toMatchObject(sadyaMessages.ml);
    expect(merged).toMatchObject(recorderMessages.ml);
  });

  it('is complete in Malayalam once every part is translated', () => {
    expect(translationProblems(messages, 'ml')).toEqual([]);
  });
});

describe('Malayalam words that must agree with each other', () => {
  it('quotes the buttons by the words they show', () => {
    const quoted = (key: Parameters<typeof ml>[0]) => `"${ml(key)}"`;
    expect(ml('pookalam.tutorial.finish.body')).toContain(quoted('pookalam.finish'));
    for (const key of ['dress.tutorial.finish.touch', 'dress.tutorial.finish.mouse'] as const) {
      expect(ml(key)).toContain(quoted('dress.undo'));
      expect(ml(key)).toContain(quoted('dress.reset'));
      expect(ml(key)).toContain(quoted('dress.finish'));
    }
  });

  it('names the festival days as CONTENT.md spells them', () => {
    expect(
      [
        'atham',
        'chithira',
        'chothi',
        'vishakham',
        'anizham',
        'thrikketta',
        'moolam',
        'pooradam',
        'thiruvonam',
      ].map((day) => ml(`pookalam.day.${day}` as Parameters<typeof ml>[0])),
    ).toEqual(['അത്തം', 'ചിത്തിര', 'ചോതി', 'വിശാഖം', 'അനിഴം', 'തൃക്കേട്ട', 'മൂലം', 'പൂരാടം', 'തിരുവോണം']);
    expect(ml('pookalam.day.uthradam')).toMatch(/^ഉത്രാടം/);
  });
});

describe('lists joined in Malayalam', () => {
  it('closes an "and" list with എന്നിവ, so it reads as one noun', () => {
    expect(joinWords(ml, ['ജിമിക്കി'])).toBe('ജിമിക്കി');
    expect(itemList(ml, ['kasavu-set-mundu', 'jimikki', 'jasmine'])).toBe(
      'കസവ് സെറ്റ് മുണ്ട്, ജിമിക്കി, മുല്ലപ്പൂവ് എന്നിവ',
    );
    expect(ml('doll.wearing', { items: itemList(ml, ['jimikki', 'pottu']) })).toBe(
      'ജിമിക്കി, പൊട്ട് എന്നിവ അണിഞ്ഞ പാവ',
    );
  });

  it('joins a choice with അല്ലെങ്കിൽ', () => {
    expect(itemList(ml, ['kasu-mala', 'palakka-mala', 'nagapadam'], 'or')).toBe(
      'കാശുമാല, പാലക്കാമാല അല്ലെങ്കിൽ നാഗപടം',
    );
  });

  it('keeps a choice in one piece inside a list of suggestions', () => {
    const rows = resultRows(ml, scoreDress(fromIds(['mundu-jubba', 'crown'])), 'ml');
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId.attire?.detail).toBe('മുണ്ടും ജുബ്ബയും: വേഷം പൂർണമാകാൻ തോളിൽ നേര്യത് കൂടി ഇടൂ.');
    expect(byId.jewellery?.detail).toBe(
      'ഇവിടെ ഇതുവരെ ഒന്നുമില്ല. കൂടുതൽ പോയിന്റിന് ജിമിക്കി, ഏതെങ്കിലും രണ്ടെണ്ണം (കാശുമാല, പാലക്കാമാല അല്ലെങ്കിൽ നാഗപടം) എന്നിവ കൂടി അണിയൂ.',
    );
    expect(byId.harmony?.detail).toBe('മാവേലിയുടെ കിരീടം: രാജാവിനു ചേരും, ഈ വേഷത്തിനല്ല.');
    for (const row of rows) expect(row.label).toMatch(MALAYALAM);
  });
});
