/**
 * The words of laying a pookalam: a cell's name, what just happened on the board (for the live
 * region) and the carpet's goal. Pure: the single-player screen and the family carpet word their
 * boards alike.
 */
import type { Translate } from '@onam/shared/i18n/translator';
import { cellById, type BoardLayout } from './board';
import type { BoardEvent } from './board-controller';
import { FESTIVAL_DAYS, type FlowerId } from './flowers';
import { ringsFor, type PookalamOptions, type PookalamState, type Tool } from './rules';
import type { PookalamKey } from './messages';

type T = Translate<PookalamKey>;

export const flowerName = (t: T, id: FlowerId) => t(`pookalam.flower.${id}`);

function cellName(t: T, board: BoardLayout, id: number): string {
  const cell = cellById(board, id);
  if (cell.ring === 0) return t('pookalam.cell.centre');
  return t('pookalam.cell.ring', {
    ring: cell.ring,
    rings: board.ringCount,
    segment: cell.segment + 1,
    segments: board.rings[cell.ring]?.segments ?? 0,
  });
}

function contentName(t: T, tool: Tool): string {
  return tool ? flowerName(t, tool) : t('pookalam.cell.empty');
}

/** Words for what just happened on the board, for the live region. */
export function describeEvent(t: T, state: PookalamState, event: BoardEvent): string {
  switch (event.kind) {
    case 'cursor':
      return t('pookalam.announce.cell', {
        cell: cellName(t, state.board, event.cell),
        content: contentName(t, state.design.cells[event.cell] ?? null),
      });
    case 'laid': {
      const cell = cellName(t, state.board, event.cell);
      if (event.changed === 0) {
        return t('pookalam.announce.unchanged', { cell, content: contentName(t, event.tool) });
      }
      if (!event.tool) {
        return event.changed === 1
          ? t('pookalam.announce.erasedOne', { cell })
          : t('pookalam.announce.erasedMany', { cell, count: event.changed });
      }
      const flower = flowerName(t, event.tool);
      return event.changed === 1
        ? t('pookalam.announce.laidOne', { cell, flower })
        : t('pookalam.announce.laidMany', { cell, flower, count: event.changed });
    }
    case 'stroke':
      if (!event.tool) return t('pookalam.announce.strokeErased', { count: event.changed });
      return event.changed === 1
        ? t('pookalam.announce.strokeOne', { flower: flowerName(t, event.tool) })
        : t('pookalam.announce.strokeMany', {
            flower: flowerName(t, event.tool),
            count: event.changed,
          });
    case 'undo':
      return t(event.done ? 'pookalam.announce.undo' : 'pookalam.announce.nothingToUndo');
    case 'redo':
      return t(event.done ? 'pookalam.announce.redo' : 'pookalam.announce.nothingToRedo');
  }
}

/** The carpet asked for: its rings and symmetry, and on a day of Onam that day's name. */
export function goalText(t: T, options: PookalamOptions): string {
  const order = options.symmetry;
  const rings = ringsFor(options);
  if (options.mode === 'free') return t('pookalam.goal.free', { rings, order });
  if (options.day === 1) return t('pookalam.goal.atham', { order });
  const day = FESTIVAL_DAYS[options.day - 1] ?? 'atham';
  return t('pookalam.goal.day', {
    day: options.day,
    name: t(`pookalam.day.${day}`),
    rings,
    order,
  });
}
