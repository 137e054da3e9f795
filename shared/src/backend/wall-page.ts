/**
 * The wall's first page as a page drawn by the server carries it (host/src/prerender): read back
 * in the browser before the wall's first render, so that render is the drawn one. Checked field by
 * field without the schema library, which the wall's screen does not otherwise load: what does not
 * read as a page is no page, and the wall then reads its cards itself.
 */
import type { BackendConfig } from '../manifest/schema';
import { GREETING_IDS as GREETINGS, type GreetingId } from '../festival/greetings';
import { DISTRICTS as PLACES, type District } from './districts';

/**
 * Whether the manifest's backend keeps a wall of wishes: the local adapter keeps none (its port
 * has no `wall`, local-backend.ts), so a copy of the site running on it says so from its first
 * paint instead of after loading the adapter to find out.
 */
export const backendHasWall = (config: Pick<BackendConfig, 'adapter'>): boolean =>
  config.adapter !== 'local';

/**
 * The site's own illustrations a card on the wall may carry: the card maker's festival drawing (a
 * pookalam with a nilavilakku). A visitor's own pictures stay on their device (docs/decisions/029).
 */
export const WALL_ILLUSTRATIONS = ['festival'] as const;
export type WallIllustration = (typeof WALL_ILLUSTRATIONS)[number];

/** Cards a page of the wall shows. */
export const WALL_PAGE_SIZE = 12;

/** What a visitor publishes: the card maker's greeting, name and illustration, and a district. */
export interface WishInput {
  greeting: GreetingId;
  name: string;
  district: District;
  illustration: WallIllustration;
}

/** A card on the wall, as anyone sees it. */
export interface WallCard extends WishInput {
  id: string;
  /** ISO 8601: when an operator put it on the wall. */
  approvedAt: string;
}

export interface WallPage {
  cards: WallCard[];
  /** Where the next page starts; null when this one is the last. */
  next: string | null;
}

/**
 * The id of the `<script type="application/json">` a drawn wall carries: its first page as the
 * server read it (host/src/prerender/compose-page.ts), which the wall's first render draws
 * (host/src/wishes/wall-hooks.ts).
 */
export const DRAWN_WALL_ID = 'onam-prerendered-wall';

const isString = (value: unknown): value is string => typeof value === 'string';
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  isString(value) && (list as readonly string[]).includes(value);

function readCard(value: unknown): WallCard | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, greeting, name, district, illustration, approvedAt } = value as Record<
    string,
    unknown
  >;
  if (!isString(id) || !id || !isString(name) || !isString(approvedAt)) return null;
  if (!isOneOf(GREETINGS, greeting) || !isOneOf(PLACES, district)) return null;
  if (!isOneOf(WALL_ILLUSTRATIONS, illustration)) return null;
  return { id, greeting, name, district, illustration, approvedAt };
}

/** A page of the wall, or null when `value` is not one. */
export function readWallPage(value: unknown): WallPage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { cards, next } = value as Record<string, unknown>;
  if (!Array.isArray(cards) || cards.length > WALL_PAGE_SIZE) return null;
  if (next !== null && !isString(next)) return null;
  const read = cards.map(readCard);
  return read.every((card): card is WallCard => card !== null) ? { cards: read, next } : null;
}
