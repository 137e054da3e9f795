import type { DollProps, PartMeta } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import { itemList } from './item-wording';
import { BODY_LAYER, bodyShapeFor, itemById, type ItemId } from './items';
import { fromIds, layered } from './outfit';
import { Body } from './body';
import { ITEM_DRAWINGS } from './drawings';
import { DOLL_HEIGHT, DOLL_VIEW_BOX, DOLL_WIDTH } from './geometry';
import { dollMessages } from './messages';

export const meta: PartMeta<'doll'> = {
  kind: 'part',
  id: 'doll',
  contractVersion: PART_CONTRACT_VERSION,
};

function Layer({ id }: { id: ItemId }) {
  const Drawing = ITEM_DRAWINGS[id];
  return (
    <g data-item={id}>
      <Drawing />
    </g>
  );
}

/**
 * The doll dressed in any list of item ids, drawn in SVG at a fixed view box so it scales to any
 * size (style the svg's width, the height follows). Unknown ids are ignored and the slots' limits
 * apply, so a list kept in a greeting card always draws. Its accessible name says what it wears.
 */
export default function Doll({ locale, wearing }: DollProps) {
  const t = useTranslation(dollMessages, locale);
  const outfit = layered(fromIds(wearing));
  const behind = outfit.filter((id) => itemById(id).layer < BODY_LAYER);
  const over = outfit.filter((id) => itemById(id).layer >= BODY_LAYER);
  const label =
    outfit.length === 0 ? t('doll.label') : t('doll.wearing', { items: itemList(t, outfit) });
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={label}
      viewBox={DOLL_VIEW_BOX}
      width={DOLL_WIDTH}
      height={DOLL_HEIGHT}
      focusable="false"
      data-part="doll"
      data-wearing={outfit.join(' ')}
    >
      {behind.map((id) => (
        <Layer key={id} id={id} />
      ))}
      <Body shape={bodyShapeFor(outfit)} />
      {over.map((id) => (
        <Layer key={id} id={id} />
      ))}
    </svg>
  );
}
