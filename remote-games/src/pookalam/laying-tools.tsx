import { useId } from 'react';
import type { Translate } from '@onam/shared/i18n/translator';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import { CENTREPIECES, FLOWERS, type Centrepiece, type Flower } from './flowers';
import type { PookalamKey } from './messages';
import { flowerName } from './play-wording';
import type { Tool } from './rules';
import styles from './pookalam.module.css';

type T = Translate<PookalamKey>;
const ERASER = 'eraser';

function Swatch({ flower }: { flower: Flower }) {
  const background =
    flower.texture === 'speckle'
      ? `conic-gradient(${[flower.base, ...flower.accents].join(', ')}, ${flower.base})`
      : `radial-gradient(circle at 35% 35%, ${flower.accents[0] ?? flower.base}, ${flower.base} 70%)`;
  return <span aria-hidden="true" className={styles.swatch} style={{ background }} />;
}

/** The flowers and the eraser, one radio each: what a tap or a key lays. */
export function FlowerPalette({
  t,
  tool,
  onChoose,
}: {
  t: T;
  tool: Tool;
  onChoose: (tool: Tool) => void;
}) {
  const paletteName = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{t('pookalam.palette.label')}</legend>
      <div className={`${styles.chips} ${styles.palette}`}>
        {FLOWERS.map((flower) => (
          <label key={flower.id} className={styles.chip}>
            <input
              type="radio"
              className={visuallyHidden}
              name={paletteName}
              value={flower.id}
              checked={tool === flower.id}
              onChange={() => onChoose(flower.id)}
              aria-describedby={`${paletteName}-${flower.id}`}
            />
            <Swatch flower={flower} />
            <span>{flowerName(t, flower.id)}</span>
          </label>
        ))}
        <label className={styles.chip}>
          <input
            type="radio"
            className={visuallyHidden}
            name={paletteName}
            value={ERASER}
            checked={tool === null}
            onChange={() => onChoose(null)}
            aria-describedby={`${paletteName}-${ERASER}`}
          />
          <span aria-hidden="true" className={`${styles.swatch} ${styles.eraser}`} />
          <span>{t('pookalam.tool.eraser')}</span>
        </label>
      </div>
      {/* Descriptions live outside the labels, so each radio's name is just the flower's. */}
      <div hidden>
        {FLOWERS.map((flower) => (
          <span key={flower.id} id={`${paletteName}-${flower.id}`}>
            {t(`pookalam.colour.${flower.id}`)}
          </span>
        ))}
        <span id={`${paletteName}-${ERASER}`}>{t('pookalam.tool.eraserHint')}</span>
      </div>
    </fieldset>
  );
}

/** "Repeat around the circle": a fill lays the cell's partners too. */
export function MirrorToggle({
  t,
  order,
  checked,
  onChange,
}: {
  t: T;
  order: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('pookalam.mirror', { order })}</span>
    </label>
  );
}

/** What stands in the centre: a lamp, a lotus, Onathappan or nothing. */
export function CentrepiecePicker({
  t,
  value,
  onChoose,
}: {
  t: T;
  value: Centrepiece;
  onChoose: (piece: Centrepiece) => void;
}) {
  const centreName = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{t('pookalam.centrepiece.label')}</legend>
      <div className={styles.chips}>
        {CENTREPIECES.map((piece) => (
          <label key={piece} className={styles.chip}>
            <input
              type="radio"
              className={visuallyHidden}
              name={centreName}
              value={piece}
              checked={value === piece}
              onChange={() => onChoose(piece)}
            />
            <span>{t(`pookalam.centrepiece.${piece}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
