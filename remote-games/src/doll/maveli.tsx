/** Maveli: his royal silk in either look, the crown, the olakkuda and the moustache. */
import { along, LEFT_ARM, onQuadratic, r1, RIGHT_ARM, type Point } from './geometry';
import { c, Mirrored, pick } from './shared-shapes';

export function MaveliSilk({ id }: { id: 'maveli-silk-classic' | 'maveli-silk-slim' }) {
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

export function Crown() {
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

export function Olakkuda() {
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

export function Moustache() {
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
