/**
 * The dress-up's record of a finished play, for the server to score again (game contract 1.2,
 * docs/decisions/023): the items the doll wears, in the order they went on. Pure: no React, no DOM.
 */
import type { GameScoring } from '@onam/shared/contracts/game-kit';
import { EvidenceError } from '@onam/shared/contracts/scoring';
import { oneOf, readFields, shown } from '../common/untrusted-record';
import { ITEM_IDS, type ItemId } from '../doll/items';
import { wear, type Outfit } from '../doll/outfit';
import { MAX_SCORE, scoreDress, type DressScore } from './scoring';

export interface DressRecord {
  /** Oldest first, as the wardrobe keeps it: the order decides which necklace gave way. */
  outfit: ItemId[];
}

const FIELDS = ['outfit'] as const;

/** The record of a play that ended in this outfit. */
export function dressRecord(outfit: Outfit): DressRecord {
  return { outfit: [...outfit] };
}

/**
 * The outfit a record describes, if the wardrobe could have made it: known items, each once, and
 * none that a later item would have taken off. That is exactly when `fromIds(outfit)`, which puts
 * the items on with the same `wear`, gives the outfit back unchanged; wearing them one by one here
 * also names the item at fault.
 */
export function readDressRecord(record: unknown): Outfit {
  const { outfit } = readFields(record, 'a dress-up record', FIELDS);
  if (!Array.isArray(outfit)) {
    throw new EvidenceError(`the outfit is a list of items, not ${shown(outfit)}`);
  }
  if (outfit.length > ITEM_IDS.length) {
    throw new EvidenceError(
      `the outfit has ${outfit.length} items, and the wardrobe has only ${ITEM_IDS.length}`,
    );
  }
  let worn: Outfit = [];
  for (const value of outfit) {
    const id = oneOf(ITEM_IDS, value, 'is not in the wardrobe');
    if (worn.includes(id)) throw new EvidenceError(`item '${id}' is worn twice`);
    // Put on as the wardrobe would: whatever it takes off could not still be worn.
    const change = wear(worn, id);
    const [gone] = change.removed;
    if (gone !== undefined) {
      throw new EvidenceError(`item '${gone}' would have come off when '${id}' went on`);
    }
    worn = change.outfit;
  }
  return worn;
}

/** The dress game's scoring: a play is the outfit it ended in. */
export const scoring = {
  maxScore: MAX_SCORE,
  record: dressRecord,
  read: readDressRecord,
  score: scoreDress,
} satisfies GameScoring<DressRecord, Outfit, DressScore>;
