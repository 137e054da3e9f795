import { useId, type ReactElement, type Ref } from 'react';
import {
  LEAF_HEIGHT,
  LEAF_PATH,
  LEAF_WIDTH,
  MIDRIB_PATH,
  rectCentre,
  veinLines,
  ZONE_IDS,
  ZONES,
  type Point,
} from './leaf';
import type { PortionSpot } from './layout';
import { DISHES, type DishId } from './menu';

/**
 * The banana leaf and its portions, drawn in SVG from the pure geometry. Every colour is an
 * attribute (no CSS classes), so the drawing stays the same when serialised to a PNG.
 */

type Shape = 'pinch' | 'chips' | 'banana' | 'disc' | 'dollop' | 'mound' | 'pour' | 'payasam';

interface Look {
  shape: Shape;
  fill: string;
  stroke: string;
  /** Bits in the dish: cowpeas in olan, coconut in thoran, matta grains in the rice. */
  specks?: string;
}

/** How each dish looks: colours a Keralite would know from the leaf. */
export const DISH_LOOKS: Readonly<Record<DishId, Look>> = {
  uppu: { shape: 'pinch', fill: '#fbfbf7', stroke: '#9e9e9e' },
  'kaya-varuthathu': { shape: 'chips', fill: '#f2c230', stroke: '#a87a00' },
  'sharkara-varatti': { shape: 'chips', fill: '#7b3f1d', stroke: '#3f1f0c' },
  pazham: { shape: 'banana', fill: '#f4d03f', stroke: '#8a6500' },
  pappadam: { shape: 'disc', fill: '#f6e7bd', stroke: '#b99456', specks: '#e6cf93' },
  'inji-puli': { shape: 'dollop', fill: '#5d2a14', stroke: '#2e140a', specks: '#a0522d' },
  'naranga-achar': { shape: 'dollop', fill: '#b5651d', stroke: '#6b3a0e', specks: '#f2d15c' },
  'manga-achar': { shape: 'dollop', fill: '#b3261e', stroke: '#6d130e', specks: '#f1c27d' },
  kichadi: { shape: 'dollop', fill: '#f1ead2', stroke: '#a89c70', specks: '#6b8e23' },
  pachadi: { shape: 'dollop', fill: '#b0306a', stroke: '#6a1b40', specks: '#f4d35e' },
  olan: { shape: 'dollop', fill: '#f4efe0', stroke: '#aaa083', specks: '#8b1a1a' },
  erissery: { shape: 'dollop', fill: '#e08a1e', stroke: '#8a4d0a', specks: '#7a3b10' },
  kaalan: { shape: 'dollop', fill: '#e8b923', stroke: '#8c6c00', specks: '#fff3c4' },
  thoran: { shape: 'dollop', fill: '#7fb33e', stroke: '#3f6b17', specks: '#ffffff' },
  avial: { shape: 'dollop', fill: '#ecdca0', stroke: '#a08d4a', specks: '#e2711d' },
  'kootu-curry': { shape: 'dollop', fill: '#8d6e3f', stroke: '#4a3820', specks: '#3e2a14' },
  choru: { shape: 'mound', fill: '#efe2d3', stroke: '#b59a80', specks: '#b5654a' },
  parippu: { shape: 'pour', fill: '#f2c84b', stroke: '#b48a12', specks: '#fff2b3' },
  sambar: { shape: 'pour', fill: '#c8642a', stroke: '#7c3712', specks: '#e9a23b' },
  'ada-pradhaman': { shape: 'payasam', fill: '#8b5a2b', stroke: '#4d2f12', specks: '#f5deb3' },
  palada: { shape: 'payasam', fill: '#f3d9c4', stroke: '#b08a6c', specks: '#ffffff' },
  pulissery: { shape: 'pour', fill: '#f0c21e', stroke: '#9c7a00', specks: '#fff0a0' },
  rasam: { shape: 'pour', fill: '#a83c1f', stroke: '#5e1e0c', specks: '#d9772c' },
  moru: { shape: 'pour', fill: '#f6f4ea', stroke: '#a9a48c', specks: '#4caf50' },
};

/** A few fixed points around a centre, for specks; fixed so a portion never flickers. */
function specksAround(centre: Point, radius: number, count: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = i * 2.39996; // the golden angle spreads them evenly
    const r = radius * 0.55 * Math.sqrt((i + 0.5) / count);
    return { x: centre.x + Math.cos(angle) * r, y: centre.y + Math.sin(angle) * r * 0.8 };
  });
}

function Specks({
  centre,
  radius,
  colour,
  count = 6,
}: {
  centre: Point;
  radius: number;
  colour: string;
  count?: number;
}) {
  return (
    <g fill={colour}>
      {specksAround(centre, radius, count).map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={Math.max(0.8, radius * 0.09)} />
      ))}
    </g>
  );
}

function Portion({ spot }: { spot: PortionSpot }): ReactElement {
  const look = DISH_LOOKS[spot.dish];
  const { x, y } = spot.centre;
  const r = spot.radius;
  const common = { fill: look.fill, stroke: look.stroke, strokeWidth: 0.8 };
  switch (look.shape) {
    case 'pinch':
      return (
        <g>
          <ellipse cx={x} cy={y} rx={r * 0.55} ry={r * 0.4} {...common} />
          <Specks centre={{ x, y }} radius={r * 0.6} colour="#d8d8d0" count={5} />
        </g>
      );
    case 'chips':
      return (
        <g>
          {[-0.45, 0, 0.45].flatMap((dx, col) =>
            [-0.3, 0.3].map((dy, row) => (
              <ellipse
                key={`${col}-${row}`}
                cx={x + dx * r + (row ? r * 0.2 : 0)}
                cy={y + dy * r}
                rx={r * 0.34}
                ry={r * 0.26}
                transform={`rotate(${(col * 37 + row * 61) % 90} ${x + dx * r} ${y + dy * r})`}
                {...common}
              />
            )),
          )}
        </g>
      );
    case 'banana':
      return (
        <g>
          <path
            d={`M${x - r * 0.9} ${y + r * 0.1} Q${x} ${y + r * 0.95} ${x + r * 0.9} ${y - r * 0.2} Q${x} ${y + r * 0.45} ${x - r * 0.9} ${y + r * 0.1} Z`}
            {...common}
            strokeLinejoin="round"
          />
          <circle cx={x + r * 0.9} cy={y - r * 0.2} r={r * 0.1} fill="#4a3000" />
        </g>
      );
    case 'disc':
      return (
        <g>
          <circle cx={x} cy={y} r={r * 0.95} {...common} />
          <Specks
            centre={{ x, y }}
            radius={r * 1.4}
            colour={look.specks ?? look.stroke}
            count={9}
          />
        </g>
      );
    case 'mound':
      return (
        <g>
          <ellipse cx={x} cy={y + r * 0.1} rx={r * 1.25} ry={r * 0.85} {...common} />
          <ellipse cx={x - r * 0.3} cy={y - r * 0.25} rx={r * 0.55} ry={r * 0.25} fill="#fbf5ee" />
          <g fill={look.specks}>
            {specksAround({ x, y: y + r * 0.1 }, r * 2, 28).map((p, i) => (
              <ellipse
                key={i}
                cx={p.x}
                cy={p.y}
                rx={1.6}
                ry={0.8}
                transform={`rotate(${(i * 47) % 180} ${p.x} ${p.y})`}
              />
            ))}
          </g>
        </g>
      );
    case 'pour':
      return (
        <g>
          <ellipse cx={x} cy={y} rx={r} ry={r * 0.72} {...common} fillOpacity={0.92} />
          <ellipse
            cx={x - r * 0.3}
            cy={y - r * 0.25}
            rx={r * 0.3}
            ry={r * 0.15}
            fill={look.specks}
          />
        </g>
      );
    case 'payasam':
      return (
        <g>
          <ellipse cx={x} cy={y} rx={r} ry={r * 0.8} {...common} strokeWidth={1.4} />
          <Specks
            centre={{ x, y }}
            radius={r * 1.2}
            colour={look.specks ?? look.stroke}
            count={7}
          />
        </g>
      );
    case 'dollop':
      return (
        <g>
          <path
            d={`M${x - r} ${y} C${x - r} ${y - r * 0.8} ${x + r * 0.6} ${y - r * 0.95} ${x + r * 0.95} ${y - r * 0.1} C${x + r * 1.1} ${y + r * 0.7} ${x - r * 0.4} ${y + r * 0.95} ${x - r} ${y} Z`}
            {...common}
          />
          {look.specks && <Specks centre={{ x, y }} radius={r * 1.2} colour={look.specks} />}
        </g>
      );
  }
}

/**
 * Where a portion's number goes: above right, except on the rice, where the courses poured on it
 * take their numbers outwards from the mound's centre and the rice takes its own below right.
 */
function badgePosition(spot: PortionSpot): Point {
  const { x, y } = spot.centre;
  const r = spot.radius;
  if (spot.zone !== 'rice') return { x: x + r * 0.7, y: y - r * 0.7 };
  if (DISHES[spot.dish].kind === 'rice') return { x: x + r * 1.1, y: y + r * 0.75 };
  const mound = rectCentre(ZONES.rice);
  const angle = Math.atan2(y - mound.y, x - mound.x);
  return { x: x + Math.cos(angle) * (r + 5), y: y + Math.sin(angle) * (r + 5) };
}

export interface LeafDrawingProps {
  portions: readonly PortionSpot[];
  /** Outline the zones (while serving), so the places are easy to find. */
  showZones?: boolean;
  /** Numbers beside the portions (the answer map: each dish's turn). */
  numbers?: ReadonlyMap<DishId, number>;
  /** A ring around the dish served last; the game fades it through `ringRef`. */
  highlight?: PortionSpot | null;
  ringRef?: Ref<SVGCircleElement>;
  svgRef?: Ref<SVGSVGElement>;
  /** Labels the drawing as an image; without it the drawing is decoration. */
  labelledBy?: string;
  className?: string;
}

export function LeafDrawing({
  portions,
  showZones = false,
  numbers,
  highlight,
  ringRef,
  svgRef,
  labelledBy,
  className,
}: LeafDrawingProps) {
  const gradientId = useId();
  return (
    <svg
      ref={svgRef}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${LEAF_WIDTH} ${LEAF_HEIGHT}`}
      // An intrinsic size, which some browsers need to draw the SVG onto a canvas (a saved PNG).
      width={LEAF_WIDTH}
      height={LEAF_HEIGHT}
      className={className}
      {...(labelledBy ? { role: 'img', 'aria-labelledby': labelledBy } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0.3" y2="1">
          <stop offset="0" stopColor="#58b04a" />
          <stop offset="1" stopColor="#2f7d2a" />
        </linearGradient>
      </defs>
      <path d={LEAF_PATH} fill={`url(#${gradientId})`} stroke="#23601f" strokeWidth={1.5} />
      <g stroke="#8fd27f" strokeOpacity={0.45} strokeWidth={0.8}>
        {veinLines().map((line, i) => (
          <line key={i} x1={line.from.x} y1={line.from.y} x2={line.to.x} y2={line.to.y} />
        ))}
      </g>
      <path d={MIDRIB_PATH} fill="none" stroke="#d7e9a8" strokeWidth={4} strokeLinecap="round" />
      {showZones && (
        <g fill="none" stroke="#ffffff" strokeOpacity={0.55} strokeDasharray="3 3">
          {ZONE_IDS.map((id) => (
            <rect key={id} {...ZONES[id]} rx={8} />
          ))}
        </g>
      )}
      {portions.map((spot) => (
        <Portion key={spot.dish} spot={spot} />
      ))}
      {highlight && (
        <circle
          ref={ringRef}
          cx={highlight.centre.x}
          cy={highlight.centre.y}
          r={highlight.radius * 1.25}
          fill="none"
          stroke="#fff6c8"
          strokeWidth={2.5}
        />
      )}
      {numbers &&
        portions.map((spot) => {
          const n = numbers.get(spot.dish);
          if (n === undefined) return null;
          const { x, y } = badgePosition(spot);
          return (
            <g key={`n-${spot.dish}`}>
              <circle cx={x} cy={y} r={6.5} fill="#1b5e20" stroke="#ffffff" strokeWidth={1} />
              <text
                x={x}
                y={y}
                fill="#ffffff"
                fontSize={8}
                fontFamily="sans-serif"
                fontWeight={700}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {n}
              </text>
            </g>
          );
        })}
    </svg>
  );
}
