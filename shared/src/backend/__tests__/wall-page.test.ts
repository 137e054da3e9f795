import { backendHasWall, readWallPage } from '../wall-page';
import {
  publicCardOf,
  WALL_PAGE_SIZE,
  wallPageFrom,
  type PublicCardDoc,
  type WallCard,
  type WishDoc,
} from '../wishes';
import { createLocalBackend } from '../local/local-backend';

const card = (n: number): WallCard => ({
  id: `w${n}`,
  greeting: 'ponnonam',
  name: `Visitor ${n}`,
  district: 'kollam',
  illustration: 'festival',
  approvedAt: `2026-08-26T05:${String(59 - n).padStart(2, '0')}:00.000Z`,
});
const row = ({ id, ...data }: WallCard): { id: string; data: PublicCardDoc } => ({ id, data });

describe('a page of the wall from the public copies read', () => {
  it('is every card read when no more than a page came back, and says none follows', () => {
    const rows = [card(1), card(2)].map(row);
    expect(wallPageFrom(rows)).toEqual({ cards: [card(1), card(2)], next: null });
  });

  it('is the first page when one more came back, and starts the next after its last card', () => {
    const rows = Array.from({ length: WALL_PAGE_SIZE + 1 }, (_, n) => row(card(n)));
    const page = wallPageFrom(rows);
    expect(page.cards).toHaveLength(WALL_PAGE_SIZE);
    expect(page.next).toBe(card(WALL_PAGE_SIZE - 1).approvedAt);
  });
});

describe('the first page a drawn wall carries, read back', () => {
  it('is the page of public copies as the functions write them (publicCardOf), through the JSON the page carries', () => {
    const approved: WishDoc = {
      ...card(1),
      uid: 'anu',
      status: 'approved',
      createdAt: '2026-08-26T04:00:00.000Z',
      day: '2026-08-26',
      queuedAt: null,
      approvedAt: '2026-08-26T05:00:00.000Z',
      reason: null,
      reports: 0,
      moderatedBy: 'operator',
      moderatedAt: '2026-08-26T05:00:00.000Z',
    };
    const drawn = wallPageFrom([{ id: 'w1', data: publicCardOf(approved) }]);
    expect(readWallPage(JSON.parse(JSON.stringify(drawn)))).toEqual(drawn);
    expect(drawn.cards[0]).toEqual({ ...card(1), id: 'w1', approvedAt: approved.approvedAt });
  });

  it('is the page the server drew', () => {
    const page = { cards: [card(1), card(2)], next: card(2).approvedAt };
    expect(readWallPage(JSON.parse(JSON.stringify(page)))).toEqual(page);
    expect(readWallPage({ cards: [], next: null })).toEqual({ cards: [], next: null });
  });

  it('is no page when anything in it is not what the wall shows', () => {
    const good = card(1);
    for (const bad of [
      null,
      'cards',
      { cards: 'w1', next: null },
      { cards: [good] },
      { cards: [good], next: 3 },
      { cards: [{ ...good, greeting: 'hello' }], next: null },
      { cards: [{ ...good, district: 'london' }], next: null },
      { cards: [{ ...good, illustration: 'photo' }], next: null },
      { cards: [{ ...good, name: 42 }], next: null },
      { cards: [{ ...good, id: '' }], next: null },
      { cards: [{ ...good, approvedAt: undefined }], next: null },
      { cards: Array.from({ length: WALL_PAGE_SIZE + 1 }, (_, n) => card(n)), next: null },
    ]) {
      expect(readWallPage(bad)).toBeNull();
    }
  });

  it('keeps only the fields a card has', () => {
    const page = readWallPage({ cards: [{ ...card(1), uid: 'anu', reports: 2 }], next: null });
    expect(page?.cards[0]).toEqual(card(1));
  });
});

describe('whether a backend keeps a wall', () => {
  it('the local adapter keeps none, as its port says; Firebase keeps one', () => {
    expect(backendHasWall({ adapter: 'local' })).toBe(false);
    expect(createLocalBackend({ accounts: () => ({}) as never }).wall).toBeUndefined();
    expect(backendHasWall({ adapter: 'firebase' })).toBe(true);
  });
});
