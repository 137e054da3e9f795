/** @jest-environment node */
// The shared links' pictures: drawn for real (HarfBuzz's outlines of Baloo Chettan 2, rasterised
// by resvg), checked for their size and for the greeting they carry, and the ogImage handler's
// answers for good and bad addresses, with the play read from the Firestore emulator.
import { greetingById } from '@onam/shared/festival/greetings';
import { layoutCard } from '@onam/shared/share/card-layout';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import { OG_DESIGN } from '@onam/shared/share/meta';
import { ReadTimedOut } from '../../common/bounded-read';
import { loadTypesetter } from '../og-fonts';
import {
  cardContent,
  CARD_IMAGE_CACHE,
  familyContent,
  familyInvitationContent,
  gameNamesOf,
  invitationContent,
  createOgImageHandler,
  INVITATION_CACHE,
  OTHER_DESIGN_REDIRECT_CACHE,
  pageContent,
  readFamilyCarpet,
  readSharedPlay,
  REDIRECT_CACHE,
  RESULT_IMAGE_CACHE,
  resultContent,
  type FinishedFamily,
  type OgImageDeps,
  type SharedPlay,
} from '../og-image';
import { cardSvg, measureWith, type Typesetter } from '../og-image-svg';
import { rasterise, rasterisePixels } from '../og-raster';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

const BRAND = 'Onam Utsavam · Kerala Vision';
/** Share ids, as a result link carries them (shared/src/share/links.ts). */
const S1 = 'q3Jd8XkT0pLmZ2vB7nWc4R';
const S2 = 'Zk4m9PqR2sT6vW8xY0aB1c';
/** Carpets' ids, as a family's link carries them (shared/src/family/carpet.ts). */
const C1 = 'Kq3Jd8XkT0pLmZ2vB7nW';
const C2 = 'Zk4m9PqR2sT6vW8xY0aB';
let type: Typesetter;

beforeAll(async () => {
  type = await loadTypesetter();
});

/** A PNG's size, from its IHDR chunk (bytes 16-23, big-endian). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const svgOf = (greeting: Parameters<typeof greetingById>[0], name = 'Anu Menon') => {
  const content = cardContent({ greeting, name }, BRAND);
  const layout = layoutCard(content, measureWith(type), 'landscape');
  return { layout, svg: cardSvg(layout, type, content.greeting.latin) };
};

describe('a card’s picture', () => {
  it('is a 1200 × 630 PNG', () => {
    expect(pngSize(rasterise(svgOf('hrudayam').svg))).toEqual({ width: 1200, height: 630 });
  });

  it('carries the greeting in Malayalam, its Latin line, its meaning in English and the name', () => {
    const { svg, layout } = svgOf('hrudayam');
    const words = layout.blocks.map((block) => block.lines.map((line) => line.text).join(' '));
    expect(words).toEqual([
      'ഹൃദയം നിറഞ്ഞ ഓണാശംസകൾ',
      'Hrudayam niranja Onashamsakal',
      'Heartfelt Onam wishes',
      '—\u00a0Anu Menon',
      BRAND,
    ]);
    for (const block of layout.blocks) {
      for (const line of block.lines) expect(svg).toContain(`data-text="${line.text}"`);
    }
    // Outlines, not text the renderer would have to shape: one path per glyph drawn.
    expect(svg).not.toContain('<text');
    expect((svg.match(/<path transform=/g) ?? []).length).toBeGreaterThan(40);
  });

  it('draws the greeting where the layout puts it: another greeting changes those pixels only', () => {
    const a = svgOf('onashamsakal');
    const b = svgOf('ponnonam');
    const pa = rasterisePixels(a.svg);
    const pb = rasterisePixels(b.svg);
    const greeting = a.layout.blocks[0];
    if (!greeting) throw new Error('no greeting');
    const line = greeting.lines[0] ?? { x: 0, y: 0 };
    const region = (x0: number, y0: number, x1: number, y1: number) => {
      let differing = 0;
      for (let y = Math.round(y0); y < y1; y += 1) {
        for (let x = Math.round(x0); x < x1; x += 1) {
          const i = (y * 1200 + x) * 4;
          if (pa.pixels.readUInt32BE(i) !== pb.pixels.readUInt32BE(i)) differing += 1;
        }
      }
      return differing;
    };
    const half = greeting.size * 0.7;
    // The greeting's line: many pixels differ (ഓണാശംസകൾ against പൊന്നോണാശംസകൾ).
    expect(region(line.x - 250, line.y - half, line.x + 250, line.y + half)).toBeGreaterThan(2000);
    // The picture's frame is the same in both.
    const p = a.layout.picture;
    expect(region(p.x, p.y, p.x + p.width, p.y + p.height)).toBe(0);
    // And the greeting is ink on the cloth: dark red pixels in its box.
    let red = 0;
    for (let y = Math.round(line.y - half); y < line.y + half; y += 1) {
      for (let x = Math.round(line.x - 250); x < line.x + 250; x += 1) {
        const i = (y * 1200 + x) * 4;
        if ((pa.pixels[i] ?? 0) > 100 && (pa.pixels[i + 1] ?? 255) < 60) red += 1;
      }
    }
    expect(red).toBeGreaterThan(1000);
  });

  it('shapes Malayalam as a browser does: a conjunct is one glyph, no glyph at zero advance', () => {
    // ക്ഷ is three characters and one conjunct glyph in Baloo Chettan 2.
    expect(type.shape('ക്ഷ', 600).glyphs).toHaveLength(1);
    const line = type.shape('ഹൃദയം നിറഞ്ഞ', 600);
    expect(line.advance).toBeGreaterThan(0);
    // The words take the room a browser gives them: ഓണാശംസകൾ is about 7.7 em wide at 600.
    expect(type.shape('ഓണാശംസകൾ', 600).advance / type.unitsPerEm).toBeGreaterThan(6);
    expect(type.shape('ഓണാശംസകൾ', 600).advance / type.unitsPerEm).toBeLessThan(9);
  });
});

const V = `v=${OG_DESIGN}`;

function handler(overrides: Partial<OgImageDeps> = {}) {
  const logs: [string, Record<string, string>][] = [];
  const reads: string[] = [];
  const carpetReads: string[] = [];
  let drawn = 0;
  const { rasterise: toPng = rasterise, ...rest } = overrides;
  const answer = createOgImageHandler({
    typesetter: async () => type,
    readPlay: async (id) => {
      reads.push(id);
      return null;
    },
    readFamily: async (id) => {
      carpetReads.push(id);
      return null;
    },
    brand: async () => BRAND,
    log: (event, detail) => logs.push([event, detail]),
    ...rest,
    rasterise: (svg) => {
      drawn += 1;
      return toPng(svg);
    },
  });
  const get = (path: string, query = '') => answer({ method: 'GET', path, query });
  return { answer, get, logs, reads, carpetReads, drawn: () => drawn };
}

describe('the ogImage function', () => {
  it('answers a card’s address with its PNG, kept for a year', async () => {
    const { get } = handler();
    const answer = await get('/og/card.png', `greeting=thiruvonam&name=Anu&${V}`);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'cache-control': CARD_IMAGE_CACHE,
      'content-type': 'image/png',
    });
    expect(pngSize(answer.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it('answers any other form of a picture’s address with a redirect to its one address, drawing nothing', async () => {
    const { get, answer, drawn } = handler();
    const moved = async (path: string, query: string) => {
      const found = await get(path, query);
      expect(found.status).toBe(301);
      return [found.headers.location, found.headers['cache-control']];
    };
    const card = `card.png?greeting=maveli&name=Anu&${V}`;
    // Another order, a parameter more, one twice, a name the card would clean, an empty name.
    expect(await moved('/og/card.png', `name=Anu&greeting=maveli&${V}`)).toEqual([
      card,
      REDIRECT_CACHE,
    ]);
    expect(await moved('/og/card.png', `greeting=maveli&name=Anu&${V}&fbclid=x1`)).toEqual([
      card,
      REDIRECT_CACHE,
    ]);
    expect(await moved('/og/card.png', `greeting=maveli&name=Anu&name=Bo&${V}`)).toEqual([
      card,
      REDIRECT_CACHE,
    ]);
    expect(
      await moved(
        '/og/card.png',
        `greeting=maveli&name=${encodeURIComponent(' Anu\u202e\n')}&${V}`,
      ),
    ).toEqual([card, REDIRECT_CACHE]);
    expect(await moved('/og/card.png', `greeting=maveli&name=&${V}`)).toEqual([
      `card.png?greeting=maveli&${V}`,
      REDIRECT_CACHE,
    ]);
    // An unknown greeting, or none, is the first one, as the card maker reads such a link.
    expect(await moved('/og/card.png', `greeting=diwali&${V}`)).toEqual([
      `card.png?greeting=onashamsakal&${V}`,
      REDIRECT_CACHE,
    ]);
    expect(await moved('/og/card.png', '')).toEqual([
      `card.png?greeting=onashamsakal&${V}`,
      OTHER_DESIGN_REDIRECT_CACHE,
    ]);
    // Another design's address (an old one, none, a future one) leads to this one for a minute.
    for (const other of ['v=0', '', 'v=99']) {
      expect(
        await moved('/og/card.png', `greeting=maveli&name=Anu${other ? `&${other}` : ''}`),
      ).toEqual([card, OTHER_DESIGN_REDIRECT_CACHE]);
    }
    // A result: its share id and game in order; no figure from the address; an unknown game
    // dropped.
    expect(await moved('/og/result.png', `game=sadya&id=${S1}&${V}`)).toEqual([
      `result.png?id=${S1}&game=sadya&${V}`,
      REDIRECT_CACHE,
    ]);
    expect(await moved('/og/result.png', `id=${S1}&game=sadya&${V}&score=100`)).toEqual([
      `result.png?id=${S1}&game=sadya&${V}`,
      REDIRECT_CACHE,
    ]);
    expect(await moved('/og/result.png', `id=${S1}&game=Diwali!&${V}`)).toEqual([
      `result.png?id=${S1}&${V}`,
      REDIRECT_CACHE,
    ]);
    // An id that is no share id (a link from before them named the player's account): the
    // game's invitation.
    expect(await moved('/og/result.png', `id=Uid1_abc-1&game=sadya&${V}`)).toEqual([
      `result.png?game=sadya&${V}`,
      REDIRECT_CACHE,
    ]);
    const head = await answer({ method: 'HEAD', path: '/og/card.png', query: 'greeting=maveli' });
    expect(head.status).toBe(301);
    expect(drawn()).toBe(0);
  });

  it('answers a query in its own encoding with the picture: compared by what it says', async () => {
    const { get } = handler();
    const answer = await get('/og/card.png', `greeting=maveli&name=Anu%20Menon&${V}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(CARD_IMAGE_CACHE);
  });

  it('answers what names no picture with a redirect, a 400 or a 404, never a crash', async () => {
    const { get, answer, drawn } = handler();
    const hostile = await get(
      '/og/card.png',
      `greeting=maveli&name=${encodeURIComponent(`\u202e${'ക്ഷ'.repeat(100)}\n<svg>`)}&name=x`,
    );
    expect(hostile.status).toBe(301);
    const cleaned = await get('/og/card.png', hostile.headers.location?.split('?')[1] ?? '');
    expect(cleaned.status).toBe(200);
    expect(pngSize(cleaned.body as Buffer)).toEqual({ width: 1200, height: 630 });
    expect((await get('/og/card.png', `name=${'x'.repeat(5000)}`)).status).toBe(400);
    expect(await get('/og/result.png', `id=../../etc&game=sadya&${V}`)).toMatchObject({
      status: 301,
      headers: { location: `result.png?game=sadya&${V}` },
    });
    expect((await get('/og/nothing.png')).status).toBe(404);
    // Only the two paths: a prefix would be a new address for the same picture.
    expect((await get('/og/x/card.png', `greeting=maveli&${V}`)).status).toBe(404);
    expect((await answer({ method: 'POST', path: '/og/card.png', query: '' })).status).toBe(405);
    const head = await answer({
      method: 'HEAD',
      path: '/og/card.png',
      query: `greeting=maveli&${V}`,
    });
    expect(head.status).toBe(200);
    expect((head.body as Buffer).length).toBe(0);
    expect(drawn()).toBe(2);
  });

  it('keeps a picture drawn after the campaign’s read failed a minute only', async () => {
    const failing = handler({
      brand: async () => {
        throw new ReadTimedOut(3000);
      },
      readPlay: async () => ({ gameId: 'sadya', score: 87, maxScore: 100, name: 'Anu' }),
    });
    const card = await failing.get('/og/card.png', `greeting=maveli&name=Anu&${V}`);
    expect(card.status).toBe(200);
    expect(card.headers['cache-control']).toBe(INVITATION_CACHE);
    const result = await failing.get('/og/result.png', `id=${S1}&game=sadya&${V}`);
    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe(INVITATION_CACHE);
    expect(failing.logs.map(([event]) => event)).toEqual([
      'og-brand-read-failed',
      'og-brand-read-failed',
    ]);
    // Nothing live is an answer, not a failure: the picture is what its address stands for.
    const nameless = handler({ brand: async () => '' });
    const drawn = await nameless.get('/og/card.png', `greeting=maveli&${V}`);
    expect(drawn.headers['cache-control']).toBe(CARD_IMAGE_CACHE);
  });

  it('shows a saved play’s score and name as the server holds them, kept an hour', async () => {
    const play: SharedPlay = { gameId: 'sadya', score: 87, maxScore: 100, name: 'Anu' };
    const { get, reads } = handler({ readPlay: async () => play });
    const answer = await get('/og/result.png', `id=${S1}&game=pookalam&${V}`);
    expect(reads).toEqual([]); // the override answers
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(RESULT_IMAGE_CACHE);
    expect(pngSize(answer.body as Buffer)).toEqual({ width: 1200, height: 630 });
    // The words drawn are the server's: the sadya's 87, whatever the address says.
    const content = resultContent(play, BRAND);
    expect(content.greeting).toEqual({
      ml: 'ഓണസദ്യ: 100-ൽ\u00a087\u00a0പോയിന്റ്',
      latin: 'Onam sadya: 87\u00a0of\u00a0100\u00a0points',
    });
    expect(content.name).toBe('Anu');
  });

  it('names a game the manifest added by the campaign’s titles, in both languages', async () => {
    const manifest = JSON.stringify({
      routes: {
        '/game': { remote: 'games', module: 'pookalam', title: 'Pookalam' },
        '/play/vallam': {
          remote: 'vallam',
          module: 'race',
          title: 'Vallam kali',
          titleMl: 'വള്ളംകളി',
        },
      },
    });
    const names = gameNamesOf(manifest, 'vallam');
    expect(names).toEqual({ en: 'Vallam kali', ml: 'വള്ളംകളി' });
    expect(gameNamesOf(manifest, 'uriyadi')).toBeNull();
    expect(gameNamesOf('not json', 'vallam')).toBeNull();
    expect(invitationContent('vallam', BRAND, names).greeting).toEqual({
      ml: 'ഈ ഓണത്തിന് നമുക്ക് വള്ളംകളി കളിക്കാം',
      latin: 'Play Vallam kali with us this Onam',
    });
    const play: SharedPlay = { gameId: 'vallam', score: 64, maxScore: 100, name: 'Anu' };
    expect(resultContent(play, BRAND, names).greeting.latin).toBe(
      'Vallam kali: 64\u00a0of\u00a0100\u00a0points',
    );
    // Drawn by the function from the live campaign's titles.
    const { get } = handler({ gameNames: async () => names });
    const answer = await get('/og/result.png', `game=vallam&${V}`);
    expect(answer.status).toBe(200);
    expect(pngSize(answer.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  it('invites to the game when the play is not there, kept a minute, and never fails', async () => {
    const unknown = handler();
    const answer = await unknown.get('/og/result.png', `id=${S2}&game=pookalam&${V}`);
    expect(unknown.reads).toEqual([S2]);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(INVITATION_CACHE);
    // No share id: nothing is read, and the game's invitation is as lasting as a result.
    const none = handler();
    expect((await none.get('/og/result.png', 'id=../../etc&game=x')).status).toBe(301);
    const invitation = await none.get('/og/result.png', `game=pookalam&${V}`);
    expect(invitation.status).toBe(200);
    expect(invitation.headers['cache-control']).toBe(RESULT_IMAGE_CACHE);
    expect(none.reads).toEqual([]);
    // Firestore failing, or not answering in time, is an invitation too, and logged.
    const failing = handler({
      readPlay: async () => {
        throw new Error('unavailable');
      },
    });
    const failed = await failing.get('/og/result.png', `id=${S1}&${V}`);
    expect(failed.status).toBe(200);
    expect(failed.headers['cache-control']).toBe(INVITATION_CACHE);
    expect(failing.logs.map(([event]) => event)).toEqual(['og-play-read-failed']);
    const slow = handler({
      readPlay: async () => {
        throw new ReadTimedOut(3000);
      },
    });
    const late = await slow.get('/og/result.png', `id=${S1}&game=sadya&${V}`);
    expect(late.headers['cache-control']).toBe(INVITATION_CACHE);
    expect(slow.logs).toEqual([
      [
        'og-play-read-failed',
        { id: S1, error: 'ReadTimedOut: no answer from Firestore in 3000 ms' },
      ],
    ]);
  });

  it('draws a page’s picture in both languages with the campaign’s name, kept for a year', async () => {
    const { get } = handler();
    const answer = await get('/og/page.png', `page=calendar&${V}`);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'cache-control': CARD_IMAGE_CACHE,
      'content-type': 'image/png',
    });
    expect(pngSize(answer.body as Buffer)).toEqual({ width: 1200, height: 630 });
    const layout = layoutCard(pageContent('calendar', BRAND), measureWith(type), 'landscape');
    expect(layout.blocks.map((block) => block.lines.map((line) => line.text).join(' '))).toEqual([
      'അത്തം മുതൽ തിരുവോണം വരെ',
      'From Atham to Thiruvonam',
      BRAND,
    ]);
    // Each page's words fit the column whole, at a size a preview shows legibly.
    for (const page of ['home', 'wall', 'calendar'] as const) {
      const content = pageContent(page, BRAND);
      const [words] = layoutCard(content, measureWith(type), 'landscape').blocks;
      expect(words?.size).toBeGreaterThanOrEqual(58);
      expect(words?.lines.map((line) => line.text).join(' ')).toBe(content.greeting.ml);
    }
  });

  it('leads any other address of a page’s picture to its one address, and a page it has none for to the home page’s', async () => {
    const { get, drawn } = handler();
    expect(await get('/og/page.png', `v=${OG_DESIGN}&page=wall`)).toMatchObject({
      status: 301,
      headers: { location: `page.png?page=wall&${V}`, 'cache-control': REDIRECT_CACHE },
    });
    expect(await get('/og/page.png', `page=wall`)).toMatchObject({
      status: 301,
      headers: {
        location: `page.png?page=wall&${V}`,
        'cache-control': OTHER_DESIGN_REDIRECT_CACHE,
      },
    });
    expect(await get('/og/page.png', `page=dashboard&${V}`)).toMatchObject({
      status: 301,
      headers: { location: `page.png?page=home&${V}` },
    });
    expect(await get('/og/page.png', `page=home&${V}&fbclid=1`)).toMatchObject({
      status: 301,
      headers: { location: `page.png?page=home&${V}` },
    });
    expect(drawn()).toBe(0);
    const failing = handler({
      brand: async () => {
        throw new ReadTimedOut(3000);
      },
    });
    const brandless = await failing.get('/og/page.png', `page=home&${V}`);
    expect(brandless.status).toBe(200);
    expect(brandless.headers['cache-control']).toBe(INVITATION_CACHE);
  });

  it('shows a finished family carpet’s name and score as its board entry holds them, kept as a result’s', async () => {
    const family: FinishedFamily = { familyName: 'Thekkedath', score: 62, maxScore: 80 };
    const { get } = handler({ readFamily: async (id) => (id === C1 ? family : null) });
    const answer = await get('/og/family.png', `id=${C1}&${V}`);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual({
      'cache-control': RESULT_IMAGE_CACHE,
      'content-type': 'image/png',
    });
    expect(pngSize(answer.body as Buffer)).toEqual({ width: 1200, height: 630 });
    const content = familyContent(family, BRAND);
    expect(content.greeting).toEqual({
      ml: 'Thekkedath കുടുംബത്തിന്റെ പൂക്കളം: 80-ൽ\u00a062\u00a0പോയിന്റ്',
      latin: 'The Thekkedath family’s pookalam: 62\u00a0of\u00a080\u00a0points',
    });
    // No member is named: the family's name is the only name drawn.
    expect(content.name).toBe('');
    // The longest family name fits the picture whole, in both languages.
    const long = familyContent(
      { ...family, familyName: 'Vadakkekkara Puthenveettil Madathil' },
      BRAND,
    );
    const [ml, latin] = layoutCard(long, measureWith(type), 'landscape').blocks;
    expect(ml?.lines.map((line) => line.text).join(' ')).toBe(long.greeting.ml);
    expect(latin?.lines.map((line) => line.text).join(' ')).toBe(long.greeting.latin);
  });

  it('invites to lay a pookalam together for any other carpet, naming nobody, kept a minute', async () => {
    const { get, carpetReads, logs } = handler();
    const open = await get('/og/family.png', `id=${C2}&${V}`);
    expect(carpetReads).toEqual([C2]);
    expect(open.status).toBe(200);
    expect(open.headers['cache-control']).toBe(INVITATION_CACHE);
    expect(pngSize(open.body as Buffer)).toEqual({ width: 1200, height: 630 });
    expect(familyInvitationContent(BRAND)).toEqual({
      greeting: {
        ml: 'ഈ ഓണത്തിന് നമുക്കൊരുമിച്ച് പൂക്കളമിടാം',
        latin: 'Lay a pookalam together this Onam',
      },
      name: '',
      brand: BRAND,
    });
    // Without an id nothing is read, and the invitation lasts as a result's.
    const none = await get('/og/family.png', V);
    expect(none.headers['cache-control']).toBe(RESULT_IMAGE_CACHE);
    expect(carpetReads).toEqual([C2]);
    expect(logs).toEqual([]);
    // Firestore failing, or not answering in time, is the same invitation, and logged.
    const failing = handler({
      readFamily: async () => {
        throw new ReadTimedOut(3000);
      },
    });
    const late = await failing.get('/og/family.png', `id=${C1}&${V}`);
    expect(late.status).toBe(200);
    expect(late.headers['cache-control']).toBe(INVITATION_CACHE);
    expect(failing.logs).toEqual([
      [
        'og-family-read-failed',
        { id: C1, error: 'ReadTimedOut: no answer from Firestore in 3000 ms' },
      ],
    ]);
  });

  it('leads any other address of a carpet’s picture to its one address, drawing and reading nothing', async () => {
    const { get, carpetReads, drawn } = handler();
    const moved = async (query: string) => {
      const found = await get('/og/family.png', query);
      expect(found.status).toBe(301);
      return [found.headers.location, found.headers['cache-control']];
    };
    expect(await moved(`${V}&id=${C1}`)).toEqual([`family.png?id=${C1}&${V}`, REDIRECT_CACHE]);
    // No figure or name from the address: the entry's alone.
    expect(await moved(`id=${C1}&${V}&score=80&family=Menon`)).toEqual([
      `family.png?id=${C1}&${V}`,
      REDIRECT_CACHE,
    ]);
    expect(await moved(`id=${C1}`)).toEqual([
      `family.png?id=${C1}&${V}`,
      OTHER_DESIGN_REDIRECT_CACHE,
    ]);
    // What cannot be a carpet's id is the invitation's address.
    expect(await moved(`id=../../carpets/${C1}&${V}`)).toEqual([`family.png?${V}`, REDIRECT_CACHE]);
    expect(await moved(`id=${C1}&id=${C2}&${V}`)).toEqual([
      `family.png?id=${C1}&${V}`,
      REDIRECT_CACHE,
    ]);
    expect((await get('/og/family.png', `id=${'x'.repeat(5000)}`)).status).toBe(400);
    expect((await get('/og/family/x.png', V)).status).toBe(404);
    expect(carpetReads).toEqual([]);
    expect(drawn()).toBe(0);
  });

  it('says so plainly, uncached, when a picture cannot be drawn', async () => {
    const { get, logs } = handler({
      rasterise: () => {
        throw new Error('boom');
      },
    });
    const answer = await get('/og/card.png', `greeting=maveli&${V}`);
    expect(answer.status).toBe(500);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(logs.map(([event]) => event)).toEqual(['og-image-failed']);
  });
});

describeWithFirestore('a family carpet’s board entry, read from Firestore', () => {
  let firestore: TestFirestore;
  beforeAll(() => {
    firestore = testFirestore();
  });
  afterEach(() => firestore.clear());
  afterAll(() => firestore.close());

  const RESULT = {
    familyName: 'Thekkedath',
    score: 62,
    maxScore: 80,
    finishedAt: '2026-08-26T10:00:00.000Z',
    cells: 'ab..',
    centrepiece: 'none',
  };

  it('is the family’s name and score the finish wrote on the public board', async () => {
    await firestore.db.doc(`familyBoard/pookalam/entries/${C1}`).set({
      ...RESULT,
      gameId: 'pookalam',
      options: { symmetry: 8, mode: 'free', day: 1 },
      members: 3,
    });
    expect(await readFamilyCarpet(firestore.db, C1)).toEqual({
      familyName: 'Thekkedath',
      score: 62,
      maxScore: 80,
    });
    const { get } = handler({ readFamily: (id) => readFamilyCarpet(firestore.db, id) });
    const answer = await get('/og/family.png', `id=${C1}&${V}`);
    expect(answer.headers['cache-control']).toBe(RESULT_IMAGE_CACHE);
  });

  it('is nothing for a carpet with no entry, however finished, and for an id that is none', async () => {
    // Finished by an owner who may not appear in public: the carpet holds the result, the board
    // does not, and the picture is the invitation, as for an open carpet or a guessed id.
    await firestore.db.doc(`carpets/${C2}`).set({ status: 'finished', result: RESULT });
    expect(await readFamilyCarpet(firestore.db, C2)).toBeNull();
    expect(await readFamilyCarpet(firestore.db, 'Guessed0000000000000')).toBeNull();
    expect(await readFamilyCarpet(firestore.db, '../../x')).toBeNull();
    // An entry without what the picture shows is none either.
    await firestore.db.doc(`familyBoard/pookalam/entries/${C1}`).set({ familyName: ' ', score: 1 });
    expect(await readFamilyCarpet(firestore.db, C1)).toBeNull();
    const { get } = handler({ readFamily: (id) => readFamilyCarpet(firestore.db, id) });
    const answer = await get('/og/family.png', `id=${C2}&${V}`);
    expect(answer.headers['cache-control']).toBe(INVITATION_CACHE);
  });
});

describeWithFirestore('a result’s play, read from Firestore', () => {
  let firestore: TestFirestore;
  beforeAll(() => {
    firestore = testFirestore();
  });
  afterEach(() => firestore.clear());
  afterAll(() => firestore.close());

  const ADULT = { ageBand: 'adult', consent: { notice: PRIVACY_NOTICE_VERSION } };
  /** A play as submitPlay saves it, with its share id (shared-results.ts). */
  const savePlay = async (
    uid: string,
    id: string,
    shareId: string,
    profile?: Record<string, unknown>,
  ) => {
    await firestore.db.doc(`plays/${uid}_${id}`).set({
      uid,
      gameId: 'pookalam',
      score: 72,
      maxScore: 100,
      durationMs: 60_000,
      playedAt: '2026-08-18T05:00:00.000Z',
      version: '0.2.0',
      recordJson: '{}',
      shareId,
    });
    await firestore.db
      .doc(`sharedResults/${shareId}`)
      .set({ playId: `${uid}_${id}`, uid, createdAt: '2026-08-18T05:00:00.000Z' });
    if (profile) await firestore.db.doc(`profiles/${uid}`).set(profile);
  };

  it('is the score and the profile’s name the server recorded', async () => {
    await savePlay('Uid1', 'p-1', S1, { displayName: 'Anu Menon', district: 'kollam', ...ADULT });
    expect(await readSharedPlay(firestore.db, S1)).toEqual({
      gameId: 'pookalam',
      score: 72,
      maxScore: 100,
      name: 'Anu Menon',
    });
    // Through the handler: a real read, a result's picture.
    const { get } = handler({ readPlay: (id) => readSharedPlay(firestore.db, id) });
    const answer = await get('/og/result.png', `id=${S1}&game=sadya&${V}`);
    expect(answer.headers['cache-control']).toBe(RESULT_IMAGE_CACHE);
  });

  it('shows no name for a visitor under 18, and none for a play that is not there', async () => {
    await savePlay('Uid2', 'p-2', S1, {
      displayName: 'Kid',
      district: 'kollam',
      ...ADULT,
      ageBand: 'under-18',
    });
    expect((await readSharedPlay(firestore.db, S1))?.name).toBe('');
    expect(await readSharedPlay(firestore.db, S2)).toBeNull();
    expect(await readSharedPlay(firestore.db, 'not/an/id')).toBeNull();
    // The play's own id is no share id: a link from before them finds nothing.
    expect(await readSharedPlay(firestore.db, 'Uid2_p-2')).toBeNull();
    const { get } = handler({ readPlay: (id) => readSharedPlay(firestore.db, id) });
    const answer = await get('/og/result.png', `id=${S2}&game=dress&${V}`);
    expect(answer.headers['cache-control']).toBe(INVITATION_CACHE);
  });

  it('finds nothing through a share id given to another play', async () => {
    await savePlay('Uid1', 'p-1', S1, { displayName: 'Anu Menon', ...ADULT });
    // A share id whose document names someone else's play, or a play that names another id.
    await firestore.db
      .doc(`sharedResults/${S2}`)
      .set({ playId: 'Uid1_p-1', uid: 'Uid9', createdAt: '2026-08-18T05:00:00.000Z' });
    expect(await readSharedPlay(firestore.db, S2)).toBeNull();
    await firestore.db.doc(`sharedResults/${S2}`).set({ playId: 'Uid1_p-1', uid: 'Uid1' });
    expect(await readSharedPlay(firestore.db, S2)).toBeNull();
  });
});
