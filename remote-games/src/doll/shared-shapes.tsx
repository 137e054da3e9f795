/**
 * Pieces several drawings share: sleeves over the arms, a shape mirrored around the doll's middle,
 * and an item's colours read from the wardrobe's data (items.ts).
 */
import type { ReactElement } from 'react';
import { itemById, type ItemId } from './items';
import { along, DOLL_WIDTH, LEFT_ARM, r1, RIGHT_ARM } from './geometry';

/** A sleeve: a thick stroke over the arm from the shoulder to `length` of the way to the hand. */
export function Sleeve({
  length,
  colour,
  cuff,
  width = 18,
}: {
  length: number;
  colour: string;
  cuff?: string;
  width?: number;
}) {
  return (
    <g strokeLinecap="round">
      {[LEFT_ARM, RIGHT_ARM].map((arm, i) => {
        const [x0, y0] = arm[0];
        const [x1, y1] = along(arm, length);
        const [cx0, cy0] = along(arm, length - 0.04);
        return (
          <g key={i}>
            <line x1={x0} y1={y0} x2={x1} y2={y1} stroke={colour} strokeWidth={width} />
            {cuff && (
              <line
                x1={r1(cx0)}
                y1={r1(cy0)}
                x2={r1(x1)}
                y2={r1(y1)}
                stroke={cuff}
                strokeWidth={width}
                strokeLinecap="butt"
              />
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The left half of a symmetric shape, mirrored around the doll's middle for the right half. */
export function Mirrored({ children }: { children: ReactElement }) {
  return (
    <>
      {children}
      <g transform={`translate(${DOLL_WIDTH} 0) scale(-1 1)`}>{children}</g>
    </>
  );
}

export type Colours = Readonly<Record<string, string>>;
export const c = (id: ItemId): Colours => itemById(id).colours;
/** A colour from the item's palette; a missing name is a data mistake, shown in magenta. */
export const pick = (colours: Colours, name: string) => colours[name] ?? '#ff00ff';
