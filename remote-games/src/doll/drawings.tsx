/**
 * The doll and each item drawn in SVG, in the doll's own coordinates (DOLL_VIEW_BOX). Colours come
 * from items.ts; shapes live here. Everything uses presentation attributes, never CSS classes, so
 * the drawing stays the same when it is serialised into a PNG.
 */
import type { ReactElement } from 'react';
import { itemById, type BodyShape, type ItemId } from './items';

export const DOLL_WIDTH = 200;
export const DOLL_HEIGHT = 380;
export const DOLL_VIEW_BOX = `0 0 ${DOLL_WIDTH} ${DOLL_HEIGHT}`;

const SKIN = '#a86a3d';
const SKIN_SHADE = '#7a4526';
const HAIR = '#1c1410';
const SLIP = '#ebe4d6';
const SLIP_EDGE = '#b9ae97';

type Point = readonly [number, number];

/** The arms hang from the shoulders to the hands; sleeves and armlets follow the same lines. */
const LEFT_ARM: readonly [Point, Point] = [
  [72, 148],
  [54, 240],
];
const RIGHT_ARM: readonly [Point, Point] = [
  [128, 148],
  [146, 240],
];

function along([from, to]: readonly [Point, Point], t: number): Point {
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
}

/** Points spread evenly along a quadratic curve (by length), e.g. the coins of a necklace. */
function onQuadratic(p0: Point, p1: Point, p2: Point, count: number, inset = 0.06): Point[] {
  const at = (t: number): Point => {
    const u = 1 - t;
    return [
      u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
      u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    ];
  };
  const samples = Array.from({ length: 201 }, (_, i) => at(i / 200));
  const lengths = [0];
  for (let i = 1; i < samples.length; i += 1) {
    const [ax, ay] = samples[i - 1] ?? p0;
    const [bx, by] = samples[i] ?? p0;
    lengths.push((lengths[i - 1] ?? 0) + Math.hypot(bx - ax, by - ay));
  }
  const total = lengths.at(-1) ?? 0;
  return Array.from({ length: count }, (_, i) => {
    const wanted = total * (inset + ((1 - 2 * inset) * i) / Math.max(1, count - 1));
    const index = lengths.findIndex((length) => length >= wanted);
    return samples[Math.max(0, index)] ?? p0;
  });
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A sleeve: a thick stroke over the arm from the shoulder to `length` of the way to the hand. */
function Sleeve({
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
function Mirrored({ children }: { children: ReactElement }) {
  return (
    <>
      {children}
      <g transform={`translate(${DOLL_WIDTH} 0) scale(-1 1)`}>{children}</g>
    </>
  );
}

const PLAIN_TORSO = 'M70 148 Q72 139 86 137 L114 137 Q128 139 130 148 L127 230 Q100 236 73 230 Z';
const CLASSIC_TORSO =
  'M69 148 Q71 139 86 137 L114 137 Q129 139 131 148 Q150 196 130 238 Q100 250 70 238 Q50 196 69 148 Z';

/** Each leg's left and right edge. */
const LEGS: readonly (readonly [number, number])[] = [
  [79, 98],
  [102, 121],
];

/** The doll: warm brown skin, oiled long dark hair, a friendly face; a plain slip when undressed. */
export function Body({ shape }: { shape: BodyShape }) {
  const bare = shape !== 'plain';
  return (
    <g data-layer="body" data-shape={shape}>
      {/* Long hair falls behind the shoulders to the waist. */}
      <path
        d="M73 90 Q70 58 100 56 Q130 58 127 90 L134 150 Q137 200 128 216 L72 216 Q63 200 66 150 Z"
        fill={HAIR}
      />
      {LEGS.map(([left, right]) => (
        <g key={left}>
          <rect x={left} y={220} width={right - left} height={134} rx={8} fill={SKIN} />
          <ellipse
            cx={(left + right) / 2}
            cy={356}
            rx={12}
            ry={6}
            fill={SKIN}
            stroke={SKIN_SHADE}
            strokeWidth={1}
          />
        </g>
      ))}
      <g stroke={SKIN} strokeWidth={15} strokeLinecap="round">
        {[LEFT_ARM, RIGHT_ARM].map(([[x0, y0], [x1, y1]]) => (
          <line key={x0} x1={x0} y1={y0} x2={x1} y2={y1} />
        ))}
      </g>
      {[along(LEFT_ARM, 1.05), along(RIGHT_ARM, 1.05)].map(([x, y]) => (
        <circle
          key={x}
          cx={r1(x)}
          cy={r1(y)}
          r={8.5}
          fill={SKIN}
          stroke={SKIN_SHADE}
          strokeWidth={1}
        />
      ))}
      <path
        d={shape === 'maveli-classic' ? CLASSIC_TORSO : PLAIN_TORSO}
        fill={SKIN}
        stroke={SKIN_SHADE}
        strokeWidth={1}
      />
      {bare && (
        <g fill="none" stroke={SKIN_SHADE} strokeWidth={1} strokeLinecap="round">
          <path d="M84 166 Q92 171 98 166 M102 166 Q108 171 116 166" />
          {shape === 'maveli-classic' && <path d="M98 214 Q100 217 102 214" />}
        </g>
      )}
      {!bare && (
        <path
          d="M78 140 L86 140 Q100 152 114 140 L122 140 L129 230 L131 292 Q100 298 69 292 L71 230 Z"
          fill={SLIP}
          stroke={SLIP_EDGE}
          strokeWidth={1}
        />
      )}
      <rect x={91} y={112} width={18} height={30} rx={6} fill={SKIN} />
      <Mirrored>
        <ellipse cx={75} cy={95} rx={4.5} ry={7} fill={SKIN} stroke={SKIN_SHADE} strokeWidth={1} />
      </Mirrored>
      <ellipse cx={100} cy={92} rx={25} ry={29} fill={SKIN} stroke={SKIN_SHADE} strokeWidth={1} />
      <Mirrored>
        <g>
          <path
            d="M84 87 Q89.5 84 95 87"
            fill="none"
            stroke={HAIR}
            strokeWidth={1.6}
            strokeLinecap="round"
          />
          <ellipse cx={90} cy={95} rx={3} ry={3.6} fill="#24150e" />
          <circle cx={91} cy={93.8} r={0.9} fill="#ffffff" />
          <circle cx={84} cy={106} r={4} fill="#d9826a" opacity={0.35} />
        </g>
      </Mirrored>
      <path
        d="M100 97 Q98 104 101 106"
        fill="none"
        stroke={SKIN_SHADE}
        strokeWidth={1.2}
        strokeLinecap="round"
      />
      <path
        d="M93 111 Q100 116 107 111"
        fill="none"
        stroke="#7a2e2e"
        strokeWidth={1.8}
        strokeLinecap="round"
      />
      {/* The hair over the head, parted in the middle, with the shine of coconut oil. */}
      <path
        d="M74 98 Q68 56 100 55 Q132 56 126 98 Q124 76 112 70 Q104 67 100 74 Q96 67 88 70 Q76 76 74 98 Z"
        fill={HAIR}
      />
      <path
        d="M80 70 Q88 60 98 59"
        fill="none"
        stroke="#ffffff"
        strokeOpacity={0.3}
        strokeWidth={2}
        strokeLinecap="round"
      />
    </g>
  );
}

type Colours = Readonly<Record<string, string>>;
const c = (id: ItemId): Colours => itemById(id).colours;
/** A colour from the item's palette; a missing name is a data mistake, shown in magenta. */
const pick = (colours: Colours, name: string) => colours[name] ?? '#ff00ff';

/** A blouse with a neckline and short sleeves, over the doll's torso down to `bottom`. */
function Blouse({ colour, edge, bottom }: { colour: string; edge: string; bottom: number }) {
  return (
    <g>
      <Sleeve length={0.3} colour={colour} cuff={edge} />
      <path
        d={`M70 148 Q72 139 86 137 L91 137 Q100 151 109 137 L114 137 Q128 139 130 148 L129 ${bottom} Q100 ${bottom + 5} 71 ${bottom} Z`}
        fill={colour}
        stroke={edge}
        strokeWidth={1}
      />
    </g>
  );
}

function KasavuSetMundu() {
  const k = c('kasavu-set-mundu');
  const cloth = pick(k, 'cloth');
  const border = pick(k, 'border');
  const fold = pick(k, 'fold');
  return (
    <g>
      <Blouse colour={pick(k, 'blouse')} edge={pick(k, 'blouseDark')} bottom={182} />
      <path
        d="M71 180 Q100 186 129 180 L138 350 Q100 357 62 350 Z"
        fill={cloth}
        stroke={fold}
        strokeWidth={1}
      />
      {/* Pleats tucked at the front, each edged with the gold border. */}
      <g stroke={border} strokeWidth={2}>
        <path d="M94 236 L88 349 M100 236 L98 352 M106 236 L108 352 M112 236 L118 350" />
      </g>
      <path d="M62 340 Q100 347 138 340 L138 350 Q100 357 62 350 Z" fill={border} />
      <path d="M62 342 Q100 349 138 342" fill="none" stroke={pick(k, 'borderDark')} />
      {/* The pallu: across the body from the waist and over the left shoulder, broad kasavu. */}
      <path d="M70 196 L86 216 L134 152 L122 136 Z" fill={cloth} stroke={fold} strokeWidth={1} />
      <path d="M80 209 L86 216 L134 152 L128 144 Z" fill={border} />
      <path d="M70 196 L122 136" stroke={border} strokeWidth={2} />
    </g>
  );
}

function MundumNeriyathum() {
  const k = c('mundum-neriyathum');
  const cloth = pick(k, 'cloth');
  const border = pick(k, 'border');
  const fold = pick(k, 'fold');
  return (
    <g>
      <Blouse colour={pick(k, 'blouse')} edge={pick(k, 'blouseDark')} bottom={182} />
      {/* The mundu: wrapped straight, its bordered edge folded at the front. */}
      <path
        d="M71 180 Q100 186 129 180 L133 350 Q100 355 67 350 Z"
        fill={cloth}
        stroke={fold}
        strokeWidth={1}
      />
      <path d="M114 186 L120 351" stroke={border} strokeWidth={3.5} />
      <path d="M67 344 Q100 349 133 344 L133 350 Q100 355 67 350 Z" fill={border} />
      {/* The neriyathu: tucked at the waist, over the left shoulder, a slim gold line. */}
      <path d="M74 190 L84 200 L132 150 L122 138 Z" fill={cloth} stroke={fold} strokeWidth={1} />
      <path d="M84 200 L132 150" stroke={border} strokeWidth={3} />
    </g>
  );
}

function PattuPavada() {
  const k = c('pattu-pavada');
  const silk = pick(k, 'silk');
  const dark = pick(k, 'silkDark');
  const border = pick(k, 'border');
  return (
    <g>
      <Sleeve length={0.42} colour={silk} cuff={border} />
      <path
        d="M70 148 Q72 139 86 137 L91 137 Q100 151 109 137 L114 137 Q128 139 130 148 L129 190 Q100 195 71 190 Z"
        fill={silk}
        stroke={dark}
        strokeWidth={1}
      />
      <path d="M71 184 Q100 189 129 184 L129 190 Q100 195 71 190 Z" fill={border} />
      {/* A long skirt that flares out in pleats to a broad kasavu hem. */}
      <path
        d="M72 188 Q100 194 128 188 L148 350 Q100 359 52 350 Z"
        fill={silk}
        stroke={dark}
        strokeWidth={1}
      />
      <g stroke={dark} strokeWidth={1.2} fill="none">
        <path d="M84 196 L68 340 M92 197 L84 344 M100 197 L100 345 M108 197 L116 344 M116 196 L132 340" />
      </g>
      <path d="M72 188 Q100 194 128 188 L128 195 Q100 201 72 195 Z" fill={border} />
      <path d="M54 334 Q100 343 146 334 L148 350 Q100 359 52 350 Z" fill={border} />
      <path d="M53 341 Q100 350 147 341" fill="none" stroke={pick(k, 'borderDark')} />
    </g>
  );
}

function MunduJubba() {
  const k = c('mundu-jubba');
  const cloth = pick(k, 'cloth');
  const border = pick(k, 'border');
  const jubba = pick(k, 'jubba');
  const jubbaDark = pick(k, 'jubbaDark');
  return (
    <g>
      {/* The white kasavu mundu, its gold edge at the front fold and the hem. */}
      <path d="M70 240 L130 240 L133 350 Q100 355 67 350 Z" fill={cloth} stroke={pick(k, 'fold')} />
      <path d="M113 262 L119 351" stroke={border} strokeWidth={3.5} />
      <path d="M67 344 Q100 349 133 344 L133 350 Q100 355 67 350 Z" fill={border} />
      {/* The jubba: long sleeves, a collar and a buttoned placket, to mid-thigh. */}
      <Sleeve length={0.9} colour={jubba} cuff={jubbaDark} width={17} />
      <path
        d="M68 148 Q70 139 86 137 L92 137 Q100 146 108 137 L114 137 Q130 139 132 148 L135 268 Q100 275 65 268 Z"
        fill={jubba}
        stroke={jubbaDark}
        strokeWidth={1}
      />
      <path d="M92 137 Q100 146 108 137" fill="none" stroke={jubbaDark} strokeWidth={2.5} />
      <path d="M100 145 L100 192" stroke={jubbaDark} strokeWidth={1.2} />
      {[156, 168, 180].map((y) => (
        <circle key={y} cx={100} cy={y} r={1.8} fill={pick(k, 'button')} />
      ))}
    </g>
  );
}

function Neriyathu() {
  const k = c('neriyathu');
  const border = pick(k, 'border');
  return (
    <g>
      <path
        d="M108 137 Q124 134 133 146 L130 252 L114 252 L114 160 Q112 146 108 137 Z"
        fill={pick(k, 'cloth')}
        stroke={pick(k, 'fold')}
        strokeWidth={1}
      />
      <path d="M114 240 L130 240 M114 245 L130 245" stroke={border} strokeWidth={2} />
      <path d="M114 250 L130 250" stroke={border} strokeWidth={3} />
    </g>
  );
}

function MaveliSilk({ id }: { id: 'maveli-silk-classic' | 'maveli-silk-slim' }) {
  const k = c(id);
  const classic = id === 'maveli-silk-classic';
  const gold = pick(k, 'gold');
  const goldDark = pick(k, 'goldDark');
  // The classic Maveli ties his silk below the belly; the slim one at the waist.
  const waist = classic ? 'M66 226 Q100 254 134 226' : 'M72 214 Q100 220 128 214';
  const top = classic
    ? 'M66 226 Q100 254 134 226 L140 350 Q100 357 60 350 Z'
    : 'M72 214 Q100 220 128 214 L135 350 Q100 356 65 350 Z';
  const hemLeft = classic ? 60 : 65;
  const hemRight = classic ? 140 : 135;
  return (
    <g>
      <path d={top} fill={pick(k, 'silk')} stroke={pick(k, 'silkDark')} strokeWidth={1} />
      <g stroke={pick(k, 'silkDark')} strokeWidth={1.2}>
        <path
          d={
            classic
              ? 'M94 248 L90 350 M100 249 L100 352 M106 248 L110 350'
              : 'M94 222 L90 350 M100 223 L100 352 M106 222 L110 350'
          }
        />
      </g>
      <path
        d={`M${hemLeft} 336 Q100 344 ${hemRight} 336 L${hemRight} 350 Q100 357 ${hemLeft} 350 Z`}
        fill={pick(k, 'borderRed')}
      />
      <path
        d={`M${hemLeft} 340 Q100 348 ${hemRight} 340`}
        fill="none"
        stroke={pick(k, 'borderGreen')}
        strokeWidth={2.5}
      />
      {/* The gold waist belt (odyanam) with a red stone. */}
      <path d={waist} fill="none" stroke={gold} strokeWidth={6} />
      <path d={waist} fill="none" stroke={goldDark} strokeWidth={0.8} />
      <circle
        cx={100}
        cy={classic ? 240 : 217}
        r={4}
        fill={pick(k, 'borderRed')}
        stroke={gold}
        strokeWidth={1.5}
      />
      {/* A red silk sash across the chest from the left shoulder. */}
      <path
        d={classic ? 'M120 137 L133 148 L82 236 L68 226 Z' : 'M120 137 L132 147 L84 220 L72 212 Z'}
        fill={pick(k, 'sash')}
        stroke={pick(k, 'sashDark')}
        strokeWidth={1}
      />
      {/* Armlets and bangles, the king's ornaments. */}
      <g stroke={gold} strokeWidth={17} strokeLinecap="butt">
        {[LEFT_ARM, RIGHT_ARM].map((arm, i) => {
          const [x0, y0] = along(arm, 0.3);
          const [x1, y1] = along(arm, 0.36);
          const [bx0, by0] = along(arm, 0.9);
          const [bx1, by1] = along(arm, 0.95);
          return (
            <g key={i}>
              <line x1={r1(x0)} y1={r1(y0)} x2={r1(x1)} y2={r1(y1)} />
              <line x1={r1(bx0)} y1={r1(by0)} x2={r1(bx1)} y2={r1(by1)} strokeWidth={16} />
            </g>
          );
        })}
      </g>
    </g>
  );
}

function Chain({ d, colour }: { d: string; colour: string }) {
  return <path d={d} fill="none" stroke={colour} strokeWidth={1.3} />;
}

function KasuMala() {
  const k = c('kasu-mala');
  const coins = onQuadratic([85, 134], [100, 224], [115, 134], 15, 0.08);
  return (
    <g>
      <Chain d="M85 134 Q100 224 115 134" colour={pick(k, 'goldDark')} />
      {coins.map(([x, y], i) => (
        <g key={i}>
          <circle
            cx={r1(x)}
            cy={r1(y)}
            r={3.4}
            fill={pick(k, 'gold')}
            stroke={pick(k, 'goldDark')}
            strokeWidth={0.7}
          />
          <circle
            cx={r1(x)}
            cy={r1(y)}
            r={1.4}
            fill="none"
            stroke={pick(k, 'goldDark')}
            strokeWidth={0.5}
          />
        </g>
      ))}
    </g>
  );
}

function PalakkaMala() {
  const k = c('palakka-mala');
  const stones = onQuadratic([87, 133], [100, 192], [113, 133], 13, 0.1);
  return (
    <g>
      <Chain d="M87 133 Q100 192 113 133" colour={pick(k, 'gold')} />
      {stones.map(([x, y], i) =>
        i % 2 === 0 ? (
          // The palakka: a green leaf-shaped stone set in gold, hanging point down.
          <path
            key={i}
            d={`M${r1(x)} ${r1(y - 2.5)} Q${r1(x + 3.4)} ${r1(y + 1)} ${r1(x)} ${r1(y + 5)} Q${r1(x - 3.4)} ${r1(y + 1)} ${r1(x)} ${r1(y - 2.5)} Z`}
            fill={pick(k, 'green')}
            stroke={pick(k, 'gold')}
            strokeWidth={0.9}
          />
        ) : (
          <circle
            key={i}
            cx={r1(x)}
            cy={r1(y)}
            r={1.7}
            fill={pick(k, 'red')}
            stroke={pick(k, 'gold')}
            strokeWidth={0.6}
          />
        ),
      )}
    </g>
  );
}

function Nagapadam() {
  const k = c('nagapadam');
  const gold = pick(k, 'gold');
  const goldDark = pick(k, 'goldDark');
  return (
    <g>
      <Chain d="M90 131 Q100 160 110 131" colour={gold} />
      {/* The cobra's spread hood, gold with a red stone, a green one below. */}
      <path
        d="M100 143 C91 144 90 154 95 159 L100 165 L105 159 C110 154 109 144 100 143 Z"
        fill={gold}
        stroke={goldDark}
        strokeWidth={0.8}
      />
      <ellipse cx={100} cy={152} rx={2.6} ry={3.4} fill={pick(k, 'red')} />
      <circle cx={100} cy={160} r={1.3} fill={pick(k, 'green')} />
    </g>
  );
}

function Jimikki() {
  const k = c('jimikki');
  const gold = pick(k, 'gold');
  const goldDark = pick(k, 'goldDark');
  return (
    <Mirrored>
      <g>
        <circle cx={75} cy={101} r={2} fill={gold} stroke={goldDark} strokeWidth={0.5} />
        <path d="M75 103 L75 106" stroke={goldDark} strokeWidth={0.8} />
        {/* The bell: a little gold dome with a red stone and a fringe of pearls. */}
        <path
          d="M69.5 115 Q69.5 106 75 106 Q80.5 106 80.5 115 Z"
          fill={gold}
          stroke={goldDark}
          strokeWidth={0.6}
        />
        <circle cx={75} cy={110.5} r={1.2} fill={pick(k, 'red')} />
        {[70.5, 72.8, 75, 77.2, 79.5].map((x) => (
          <circle
            key={x}
            cx={x}
            cy={116.3}
            r={1}
            fill={pick(k, 'pearl')}
            stroke={goldDark}
            strokeWidth={0.3}
          />
        ))}
      </g>
    </Mirrored>
  );
}

function Kajal() {
  const colour = pick(c('kajal'), 'kajal');
  return (
    <Mirrored>
      <path
        d="M85.5 95.5 Q90 89.5 95 94.5 L97 93.5"
        fill="none"
        stroke={colour}
        strokeWidth={1.5}
        strokeLinecap="round"
      />
    </Mirrored>
  );
}

function Pottu() {
  return <circle cx={100} cy={81.5} r={2.4} fill={pick(c('pottu'), 'pottu')} />;
}

function Moustache() {
  const k = c('moustache');
  return (
    <Mirrored>
      <g>
        {/* One side of a big handlebar moustache, its end curled up. */}
        <path
          d="M100 105 C94 102.5 86 103 82 109.5 C80 112.5 75 112 74.5 107 C76 110 79 110 80.5 107 C85 100.5 94 100.5 100 103.5 Z"
          fill={pick(k, 'hair')}
          stroke={pick(k, 'sheen')}
          strokeWidth={0.4}
        />
      </g>
    </Mirrored>
  );
}

function Jasmine() {
  const k = c('jasmine');
  const buds = onQuadratic([119, 62], [140, 100], [131, 172], 17, 0);
  return (
    <g>
      <path d="M119 62 Q140 100 131 172" fill="none" stroke={pick(k, 'leaf')} strokeWidth={1} />
      {buds.map(([x, y], i) => (
        <ellipse
          key={i}
          cx={r1(x + (i % 2 === 0 ? -1.8 : 1.8))}
          cy={r1(y)}
          rx={2.1}
          ry={3.1}
          transform={`rotate(${i % 2 === 0 ? 30 : -30} ${r1(x)} ${r1(y)})`}
          fill={pick(k, 'bud')}
          stroke={pick(k, 'budEdge')}
          strokeWidth={0.6}
        />
      ))}
    </g>
  );
}

function Crown() {
  const k = c('crown');
  const gold = pick(k, 'gold');
  const goldDark = pick(k, 'goldDark');
  const red = pick(k, 'red');
  const green = pick(k, 'green');
  return (
    <g stroke={goldDark} strokeWidth={0.8}>
      {/* Maveli's tall kireedam: three tiers narrowing to a point, set with stones. */}
      <path d="M91 32 L109 32 L100 10 Z" fill={gold} />
      <circle cx={100} cy={9} r={3} fill={pick(k, 'goldLight')} />
      <path d="M85 50 L115 50 L110 31 L90 31 Z" fill={gold} />
      <path d="M77 70 L123 70 L117 49 L83 49 Z" fill={gold} />
      <path d="M72 68 Q100 60 128 68 L128 78 Q100 70 72 78 Z" fill={gold} />
      <g stroke="none">
        <circle cx={100} cy={24} r={2.4} fill={red} />
        <circle cx={100} cy={40.5} r={3.2} fill={red} />
        <circle cx={92} cy={41} r={1.8} fill={green} />
        <circle cx={108} cy={41} r={1.8} fill={green} />
        <path d="M100 52 L105 59.5 L100 67 L95 59.5 Z" fill={red} />
        {[84, 91, 109, 116].map((x) => (
          <circle key={x} cx={x} cy={60} r={2} fill={green} />
        ))}
        {[78, 84, 90, 96, 104, 110, 116, 122].map((x) => (
          <circle
            key={x}
            cx={x}
            cy={73.5 - Math.abs(100 - x) * 0.12}
            r={1.3}
            fill={pick(k, 'pearl')}
          />
        ))}
      </g>
    </g>
  );
}

function Olakkuda() {
  const k = c('olakkuda');
  const rib = pick(k, 'rib');
  const apex: Point = [146, 26];
  const rim = onQuadratic([94, 58], [146, 70], [198, 58], 11, 0);
  return (
    <g>
      {/* Held up in the right hand: the handle runs from below the hand to the canopy. */}
      <path d="M146 268 L146 26" stroke={pick(k, 'handle')} strokeWidth={3} strokeLinecap="round" />
      <path
        d="M94 58 C98 20 194 20 198 58 Q146 70 94 58 Z"
        fill={pick(k, 'palm')}
        stroke={pick(k, 'edge')}
        strokeWidth={1.2}
      />
      <g stroke={rib} strokeWidth={0.9}>
        {rim.map(([x, y], i) => (
          <line key={i} x1={apex[0]} y1={apex[1]} x2={r1(x)} y2={r1(y)} />
        ))}
      </g>
      <path d="M94 58 Q146 70 198 58" fill="none" stroke={pick(k, 'edge')} strokeWidth={2.5} />
      <circle cx={apex[0]} cy={apex[1] - 1} r={3} fill={pick(k, 'edge')} />
    </g>
  );
}

/** Each item's drawing, keyed by id. */
export const ITEM_DRAWINGS: Readonly<Record<ItemId, () => ReactElement>> = {
  'kasavu-set-mundu': KasavuSetMundu,
  'mundum-neriyathum': MundumNeriyathum,
  'pattu-pavada': PattuPavada,
  'mundu-jubba': MunduJubba,
  'maveli-silk-classic': () => <MaveliSilk id="maveli-silk-classic" />,
  'maveli-silk-slim': () => <MaveliSilk id="maveli-silk-slim" />,
  neriyathu: Neriyathu,
  'kasu-mala': KasuMala,
  'palakka-mala': PalakkaMala,
  nagapadam: Nagapadam,
  jimikki: Jimikki,
  kajal: Kajal,
  pottu: Pottu,
  moustache: Moustache,
  jasmine: Jasmine,
  crown: Crown,
  olakkuda: Olakkuda,
};

/** Where each item sits in the doll's coordinates: the wardrobe shows it cropped to this box. */
export const ITEM_ICON_BOX: Readonly<Record<ItemId, string>> = {
  'kasavu-set-mundu': '50 128 100 230',
  'mundum-neriyathum': '50 128 100 230',
  'pattu-pavada': '50 128 100 230',
  'mundu-jubba': '50 128 100 230',
  'maveli-silk-classic': '50 128 100 230',
  'maveli-silk-slim': '50 128 100 230',
  neriyathu: '80 130 80 130',
  'kasu-mala': '78 128 44 56',
  'palakka-mala': '80 128 40 40',
  nagapadam: '84 128 32 40',
  jimikki: '66 96 20 24',
  kajal: '82 86 36 16',
  pottu: '94 76 12 12',
  moustache: '72 98 56 18',
  jasmine: '108 56 40 124',
  crown: '68 4 64 78',
  olakkuda: '90 14 112 258',
};
