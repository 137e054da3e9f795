/**
 * The serving screen's words: what a serving earned and what happened to the hand, from the
 * controller's notes. Pure functions of the translator; no React.
 */
import type { Translate } from '@onam/shared/i18n/translator';
import type { ZoneId } from './leaf';
import { DISHES, type DishId } from './menu';
import { courseWhyKey, dishNameKey, dishWhyKey, zoneWhereKey, type SadyaKey } from './messages';
import type { HandNote, LastServing } from './play-controller';
import { hintsFor } from './rules';

/** What the last serving earned: a plain "served" or gentle hints. It stays until the next. */
export interface Feedback {
  text: string;
  tone: 'info' | 'hint';
}

/** Dish names joined as a list: "sambar, olan and avial". */
export type ListWords = (words: readonly string[]) => string;

/** Where a dish goes, in words; a course served on the rice is "on the rice". */
export function whereFor(t: Translate<SadyaKey>, dish: DishId, zone: ZoneId): string {
  return DISHES[dish].kind === 'course' && zone === 'rice'
    ? t('sadya.where.onRice')
    : t(zoneWhereKey(zone));
}

/** Words for a serving: what happened, and a gentle hint for each mistake. */
export function servingFeedback(
  t: Translate<SadyaKey>,
  list: ListWords,
  { state, serving }: LastServing,
): Feedback {
  const name = (id: DishId) => t(dishNameKey(id));
  const dish = name(serving.dish);
  const parts: string[] = [];
  if (serving.correctPlace) {
    parts.push(
      t('sadya.announce.served', { dish, where: whereFor(t, serving.dish, serving.zone) }),
    );
  }
  for (const hint of hintsFor(state, serving)) {
    if (hint.kind === 'place') {
      parts.push(
        t('sadya.hint.place', {
          dish,
          where: whereFor(t, hint.dish, hint.zone),
          why: t(dishWhyKey(hint.dish)),
        }),
      );
    } else {
      parts.push(t('sadya.hint.order', { dish, waiting: list(hint.waiting.map(name)) }));
      // The reason for the dish's turn, unless the place hint has just given its reason.
      if (serving.correctPlace) parts.push(t(courseWhyKey(state.variant, hint.course)));
    }
  }
  const mistaken = !serving.correctPlace || !serving.inOrder;
  return { text: parts.join(' '), tone: mistaken ? 'hint' : 'info' };
}

/** What happened to the empty hand: put back, nothing to serve, or dropped off the leaf. */
export function handNoteText(t: Translate<SadyaKey>, note: HandNote | null): string {
  if (!note) return '';
  switch (note.kind) {
    case 'putBack':
      return t('sadya.announce.putBack', { dish: t(dishNameKey(note.dish)) });
    case 'nothingHeld':
      return t('sadya.announce.nothingHeld');
    case 'missedLeaf':
      return t('sadya.announce.missedLeaf', { dish: t(dishNameKey(note.dish)) });
  }
}
