/** Hair and face: the jasmine in the hair, the pottu and the kajal. */
import { onQuadratic, r1 } from './geometry';
import { c, Mirrored, pick } from './shared-shapes';

export function Jasmine() {
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

export function Pottu() {
  return <circle cx={100} cy={81.5} r={2.4} fill={pick(c('pottu'), 'pottu')} />;
}

export function Kajal() {
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
