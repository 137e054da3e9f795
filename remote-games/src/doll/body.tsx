/**
 * The doll itself, drawn under whatever it wears. Everything uses presentation attributes, never
 * CSS classes, so the drawing stays the same when it is serialised into a PNG.
 */
import type { BodyShape } from './items';
import { along, LEFT_ARM, r1, RIGHT_ARM } from './geometry';
import { Mirrored } from './shared-shapes';

const SKIN = '#a86a3d';
const SKIN_SHADE = '#7a4526';
const HAIR = '#1c1410';
const SLIP = '#ebe4d6';
const SLIP_EDGE = '#b9ae97';

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
