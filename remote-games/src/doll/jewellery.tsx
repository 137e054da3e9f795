/** The jewellery: three necklaces, the longest lowest, and the jimikki bell earrings. */
import { onQuadratic, r1 } from './geometry';
import { c, Mirrored, pick } from './shared-shapes';

function Chain({ d, colour }: { d: string; colour: string }) {
  return <path d={d} fill="none" stroke={colour} strokeWidth={1.3} />;
}

export function KasuMala() {
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

export function PalakkaMala() {
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

export function Nagapadam() {
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

export function Jimikki() {
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
