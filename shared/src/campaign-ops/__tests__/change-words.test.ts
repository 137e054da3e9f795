/** @jest-environment node */
import { createTranslator } from '@onam/shared/i18n/translator';
import { manifestJson, parsedManifest } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { changeWordMessages } from '../change-words-messages';
import { changeInWords, changeInWordsOfText, type ChangeWords } from '../change-words';
import { dayLineup } from '../day-lineup';
import {
  endCanary,
  feature,
  mapRoute,
  promoteCanary,
  schedule,
  setEnabled,
  setVersion,
  startCanary,
  switchOff,
  switchOn,
} from '../manifest-edit';
import { gamesShownTwice } from '../shown-twice';

const english = createTranslator(changeWordMessages, 'en');
const malayalam = createTranslator(changeWordMessages, 'ml');
const say = (lines: ChangeWords[] | null, t = english) =>
  (lines ?? []).map(({ key, params }) => t(key, params));

/** A manifest with routes the seed does not have, as the manifest may list any number of games. */
function withRoute(path: string, route: object) {
  const json = manifestJson();
  (json.routes as Record<string, object>)[path] = route;
  return json;
}

describe('changeInWords', () => {
  it('says a swap as the page and the games, in English and Malayalam', () => {
    const before = manifestJson();
    const after = mapRoute(before, '/eat', 'games', 'pookalam');
    expect(say(changeInWords(before, after))).toEqual([
      'The /eat page will show Pookalam instead of Sadya.',
    ]);
    expect(say(changeInWords(before, after), malayalam)).toEqual([
      '/eat പേജിൽ സദ്യ എന്നതിനു പകരം പൂക്കളം കാണിക്കും.',
    ]);
  });

  it('says resting, opening and a schedule by the game and the festival day', () => {
    const before = manifestJson();
    const rested = setEnabled(before, '/eat', false);
    expect(say(changeInWords(before, rested))).toEqual([
      'Sadya rests: its tile leaves the home page.',
    ]);
    expect(say(changeInWords(rested, before))).toEqual(['Sadya opens again.']);
    const scheduled = schedule(before, '/eat', { opensOn: 3, closesAfter: 8 });
    expect(say(changeInWords(before, scheduled))).toEqual([
      'Sadya opens on day 3 (Chothi).',
      'Sadya rests after day 8 (Pooradam).',
    ]);
    expect(say(changeInWords(scheduled, before))).toEqual([
      'Sadya no longer waits for a day to open.',
      'Sadya no longer rests after a day.',
    ]);
    expect(say(changeInWords(before, scheduled), malayalam)[0]).toBe(
      'സദ്യ മൂന്നാം ദിവസം (ചോതി) തുറക്കും.',
    );
  });

  it("says each build's version and canary in words", () => {
    const before = manifestJson();
    expect(say(changeInWords(before, setVersion(before, 'games', '0.2.0')))).toEqual([
      'The games build goes from version 0.1.0 to 0.2.0.',
    ]);
    const canary = startCanary(before, 'games', '0.2.0', 10, {});
    expect(say(changeInWords(before, canary))).toEqual([
      'The games canary goes to 10% of visitors (version 0.2.0).',
    ]);
    expect(say(changeInWords(canary, startCanary(canary, 'games', '0.2.0', 25, {})))).toEqual([
      'The games canary goes from 10% to 25% of visitors.',
    ]);
    expect(say(changeInWords(canary, endCanary(canary, 'games')))).toEqual([
      'The games canary (0.2.0) ends: every visitor gets 0.1.0.',
    ]);
    expect(say(changeInWords(canary, promoteCanary(canary, 'games')))).toEqual([
      'The games canary, version 0.2.0, goes to every visitor.',
    ]);
  });

  it('says the featured game of a day, and the switch-off with its message', () => {
    const before = manifestJson();
    expect(say(changeInWords(before, feature(before, 1, '/eat')))).toEqual([
      'Day 1 (Atham) will feature Sadya instead of Pookalam.',
    ]);
    expect(say(changeInWords(before, feature(before, 2, '/dress')))).toEqual([
      'Day 2 (Chithira) will feature Dress up.',
    ]);
    expect(say(changeInWords(before, feature(before, 1, undefined)))).toEqual([
      'Day 1 (Atham) will feature no game (it featured Pookalam).',
    ]);
    const off = switchOff(before, 'Back soon', 'ഉടൻ തിരിച്ചെത്തും');
    expect(say(changeInWords(before, off))).toEqual([
      'The site is switched off: visitors see “Back soon” instead of the games.',
    ]);
    expect(say(changeInWords(before, off), malayalam)).toEqual([
      'സൈറ്റ് ഓഫാകും: ഗെയിമുകൾക്കു പകരം സന്ദർശകർ “ഉടൻ തിരിച്ചെത്തും” കാണും.',
    ]);
    expect(say(changeInWords(off, switchOn(off)))).toEqual([
      'The site is switched back on: visitors can play.',
    ]);
  });

  it('follows the routes the manifest lists: a game added, retired or taken away', () => {
    const before = manifestJson();
    const vallam = { remote: 'games', module: 'vallam', title: 'Vallam kali', enabled: true };
    const added = withRoute('/play/vallam', vallam);
    expect(say(changeInWords(before, added))).toEqual([
      'The /play/vallam page will show Vallam kali.',
    ]);
    const retired = withRoute('/play/vallam', { ...vallam, retired: true });
    expect(say(changeInWords(added, retired))).toEqual([
      'Vallam kali retires: its tile goes; its plays and board stay.',
    ]);
    // No Malayalam name: the English one stands in.
    expect(say(changeInWords(added, retired), malayalam)[0]).toContain('Vallam kali');
    expect(say(changeInWords(added, before))).toEqual([
      'The /play/vallam page goes away (it showed Vallam kali).',
    ]);
  });

  it('names what no sentence covers by its fields, and says nothing of an unchanged manifest', () => {
    const before = manifestJson();
    const after = manifestJson((json) => {
      json.brand.broadcaster = 'Another channel';
    });
    expect(say(changeInWords(before, after))).toEqual([
      'Other settings change: brand.broadcaster.',
    ]);
    expect(changeInWords(before, manifestJson())).toEqual([]);
  });

  it('sums up a first go-live, and reads two revisions as text', () => {
    const text = JSON.stringify(manifestJson());
    expect(say(changeInWordsOfText(null, text))).toEqual([
      'The whole campaign goes live, where nothing was live before.',
      'The /dress page will show Dress up.',
      'The /game page will show Pookalam.',
      'The /eat page will show Sadya.',
      'The /talk page will show Greetings.',
    ]);
    expect(changeInWordsOfText('not json', text)).toBeNull();
  });

  it('has every sentence in Malayalam', () => {
    const ml = changeWordMessages.ml as Record<string, string>;
    expect(Object.keys(changeWordMessages.en).filter((key) => !ml[key])).toEqual([]);
  });
});

describe('gamesShownTwice', () => {
  it('warns of a swap that leaves two tiles for one game, in both languages', () => {
    const twice = mapRoute(manifestJson(), '/game', 'games', 'sadya');
    expect(say(gamesShownTwice(twice))).toEqual([
      'Two tiles for one game: Sadya would show on /game, /eat. Visitors would see the same game twice on the home page.',
    ]);
    expect(say(gamesShownTwice(twice), malayalam)[0]).toContain('സദ്യ /game, /eat');
  });

  it('counts only the routes that show a tile', () => {
    expect(gamesShownTwice(manifestJson())).toEqual([]);
    const twice = mapRoute(manifestJson(), '/game', 'games', 'sadya');
    expect(gamesShownTwice(setEnabled(twice, '/eat', false))).toEqual([]);
  });
});

describe('dayLineup', () => {
  it("lists a day's tiles, the featured game first, following the schedules", () => {
    const manifest = parsedManifest(schedule(manifestJson(), '/eat', { opensOn: 3 }));
    expect(dayLineup(manifest, 1).tiles.map((tile) => [tile.title, tile.featured])).toEqual([
      ['Pookalam', true],
      ['Dress up', false],
      ['Greetings', false],
    ]);
    expect(dayLineup(manifest, 3).tiles.map((tile) => tile.path)).toEqual([
      '/dress',
      '/game',
      '/eat',
      '/talk',
    ]);
  });
});
