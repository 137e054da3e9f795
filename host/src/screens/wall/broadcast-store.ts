import { isGreetingId } from '@onam/shared/festival/greetings';
import { DISTRICTS } from '@onam/shared/backend/districts';
import { WALL_ILLUSTRATIONS, type WallCard } from '@onam/shared/backend/wishes';

/**
 * What the broadcast view (/wall/broadcast) keeps on the studio's device: the last list of approved
 * cards it read, so a screen whose network drops, or that is reloaded offline, keeps cycling the
 * cards it has (docs/decisions/038). No React: tested directly.
 */
export const BROADCAST_STORE_KEY = 'onam:wall-broadcast';
/** How long each card stays on screen. */
export const BROADCAST_SLIDE_MS = 8000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const isCard = (value: unknown): value is WallCard => {
  const card = value as Partial<WallCard> | null;
  return (
    typeof card === 'object' &&
    card !== null &&
    typeof card.id === 'string' &&
    isGreetingId(card.greeting) &&
    typeof card.name === 'string' &&
    (DISTRICTS as readonly unknown[]).includes(card.district) &&
    (WALL_ILLUSTRATIONS as readonly unknown[]).includes(card.illustration) &&
    typeof card.approvedAt === 'string'
  );
};

/** The cards kept last time; none when nothing was kept or what was kept is not a list of cards. */
export function readBroadcastCards(storage: Storage | undefined): WallCard[] {
  try {
    const kept = JSON.parse(storage?.getItem(BROADCAST_STORE_KEY) ?? 'null') as {
      cards?: unknown;
    } | null;
    return Array.isArray(kept?.cards) ? kept.cards.filter(isCard) : [];
  } catch {
    return [];
  }
}

/** Keeps the list just read; a full or unavailable storage only means nothing is kept. */
export function keepBroadcastCards(
  storage: Storage | undefined,
  cards: readonly WallCard[],
  now: Date,
): void {
  try {
    storage?.setItem(BROADCAST_STORE_KEY, JSON.stringify({ cards, keptAt: now.toISOString() }));
  } catch {
    // Private mode or a full quota: the screen still shows what it has in memory.
  }
}

/** The card after `index` in a list of `count`, round and round; 0 for an empty list. */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}
