/** The garments, one worn at a time, and the neriyathu over a man's shoulder. */
import { c, pick, Sleeve } from './shared-shapes';

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

export function KasavuSetMundu() {
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

export function MundumNeriyathum() {
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

export function PattuPavada() {
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

export function MunduJubba() {
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

export function Neriyathu() {
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
