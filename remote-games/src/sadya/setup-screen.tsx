import { useEffect, useId, type MouseEvent } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { StartButton } from '../common/start-button';
import { LeafDrawing } from './leaf-view';
import { FEAST_IDS, FEASTS, VARIANT_IDS, type FeastId, type VariantId } from './menu';
import {
  feastAboutKey,
  feastNameKey,
  sadyaScreenMessages,
  variantAboutKey,
  variantNameKey,
} from './messages';
import styles from './sadya.module.css';

/**
 * Before a play: the leaf with its places, a region's serving order and the size of the feast,
 * and Start. Back from a result, Start takes focus, so a keyboard player goes on from there.
 */
export function SetupScreen({
  locale,
  variant,
  feast,
  returning,
  onVariant,
  onFeast,
  onStart,
}: {
  locale: Locale;
  variant: VariantId;
  feast: FeastId;
  returning: boolean;
  onVariant: (id: VariantId) => void;
  onFeast: (id: FeastId) => void;
  onStart: (event: MouseEvent) => void;
}) {
  const t = useTranslation(sadyaScreenMessages, locale);
  const ids = useId();

  useEffect(() => {
    // StartButton takes no ref; its id (passed through to the button) finds it.
    if (returning) document.getElementById(`${ids}-start`)?.focus();
  }, [returning, ids]);

  return (
    <div className={styles.setup}>
      <p className={styles.intro}>{t('sadya.setup.intro')}</p>
      <figure className={styles.previewFigure}>
        <LeafDrawing className={styles.preview} portions={[]} showZones />
        <figcaption className={styles.caption}>{t('sadya.leaf.caption')}</figcaption>
      </figure>
      <div className={styles.options}>
        <fieldset className={styles.fieldset}>
          <legend>{t('sadya.setup.order')}</legend>
          {VARIANT_IDS.map((id) => (
            <label key={id} className={styles.option}>
              <input
                type="radio"
                name={`${ids}-variant`}
                value={id}
                checked={variant === id}
                onChange={() => onVariant(id)}
                aria-labelledby={`${ids}-variant-${id}`}
                aria-describedby={`${ids}-variant-${id}-about`}
              />
              <span>
                <span id={`${ids}-variant-${id}`} className={styles.optionName}>
                  {t(variantNameKey(id))}
                </span>
                <span id={`${ids}-variant-${id}-about`} className={styles.optionAbout}>
                  {t(variantAboutKey(id))}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('sadya.setup.feast')}</legend>
          {FEAST_IDS.map((id) => (
            <label key={id} className={styles.option}>
              <input
                type="radio"
                name={`${ids}-feast`}
                value={id}
                checked={feast === id}
                onChange={() => onFeast(id)}
                aria-labelledby={`${ids}-feast-${id}`}
                aria-describedby={`${ids}-feast-${id}-about`}
              />
              <span>
                <span id={`${ids}-feast-${id}`} className={styles.optionName}>
                  {t(feastNameKey(id))}
                </span>
                <span id={`${ids}-feast-${id}-about`} className={styles.optionAbout}>
                  {t(feastAboutKey(id), { count: FEASTS[id].length })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      <StartButton id={`${ids}-start`} onClick={onStart}>
        {t('game.start')}
      </StartButton>
    </div>
  );
}
