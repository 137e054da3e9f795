import type { WallCard } from '@onam/shared/backend/wishes';
import {
  BROADCAST_STORE_KEY,
  keepBroadcastCards,
  nextSlide,
  readBroadcastCards,
} from '../broadcast-store';

const card = (id: string): WallCard => ({
  id,
  greeting: 'ponnonam',
  name: 'Anu',
  district: 'kollam',
  illustration: 'festival',
  approvedAt: '2026-08-26T10:00:00.000Z',
});

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the broadcast view’s kept cards', () => {
  it('reads back the cards it kept, for a screen that goes offline or is reloaded', () => {
    const storage = memoryStorage();
    keepBroadcastCards(storage, [card('a'), card('b')], new Date('2026-08-26T10:00:00Z'));
    expect(readBroadcastCards(storage)).toEqual([card('a'), card('b')]);
  });

  it('has nothing to show when nothing was kept, or what was kept is not cards', () => {
    expect(readBroadcastCards(memoryStorage())).toEqual([]);
    expect(readBroadcastCards(undefined)).toEqual([]);
    expect(readBroadcastCards(memoryStorage({ [BROADCAST_STORE_KEY]: '{not json' }))).toEqual([]);
    const tampered = JSON.stringify({
      cards: [card('a'), { ...card('b'), greeting: '<script>' }, { ...card('c'), district: 'x' }],
    });
    expect(readBroadcastCards(memoryStorage({ [BROADCAST_STORE_KEY]: tampered }))).toEqual([
      card('a'),
    ]);
  });

  it('survives a storage that refuses to keep anything', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => keepBroadcastCards(full, [card('a')], new Date())).not.toThrow();
  });

  it('goes round the cards one at a time', () => {
    expect([0, 1, 2].map((index) => nextSlide(index, 3))).toEqual([1, 2, 0]);
    expect(nextSlide(5, 0)).toBe(0);
    // A list that shrank under the current card still gives a card in it.
    expect(nextSlide(4, 2)).toBe(1);
  });
});
