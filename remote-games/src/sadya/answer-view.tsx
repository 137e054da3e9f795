import { useId, type Ref } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { layoutPortions } from './layout';
import { LeafDrawing } from './leaf-view';
import { coursesFor, correctOrder, DISHES, zoneOf, type FeastId, type VariantId } from './menu';
import {
  courseWhyKey,
  dishGlossKey,
  dishNameKey,
  dishWhyKey,
  variantNameKey,
  zoneNameKey,
  zoneWhereKey,
  sadyaScreenMessages,
} from './messages';
import type { Serving } from './rules';
import styles from './sadya.module.css';

function Mark({ ok, text }: { ok: boolean; text: string }) {
  return (
    <span className={`${styles.mark} ${ok ? styles.good : styles.bad}`}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {text}
    </span>
  );
}

/**
 * "What goes where, and why": the leaf served right with each dish's turn as a number, and the
 * courses in order with every dish's place and reason, marked with how the visitor served it.
 */
export function AnswerView({
  locale,
  variant,
  feast,
  servings,
  svgRef,
}: {
  locale: Locale;
  variant: VariantId;
  feast: FeastId;
  servings: readonly Serving[];
  svgRef?: Ref<SVGSVGElement>;
}) {
  const t = useTranslation(sadyaScreenMessages, locale);
  const ids = useId();
  const order = correctOrder(variant, feast);
  const numbers = new Map(order.map((dish, i) => [dish, i + 1]));
  const spots = layoutPortions(order.map((dish) => ({ dish, zone: zoneOf(variant, dish) })));
  const portions = order.flatMap((dish) => spots.get(dish) ?? []);
  const served = new Map(servings.map((s) => [s.dish, s]));

  return (
    <section className={styles.answer} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={styles.answerTitle}>
        {t('sadya.answer.title')}
      </h3>
      <p>{t('sadya.answer.variant', { variant: t(variantNameKey(variant)) })}</p>
      <figure className={styles.answerFigure}>
        <LeafDrawing
          className={styles.answerMap}
          portions={portions}
          numbers={numbers}
          svgRef={svgRef}
          labelledBy={`${ids}-map`}
        />
        <figcaption id={`${ids}-map`} className={styles.caption}>
          {t('sadya.answer.map')}
        </figcaption>
      </figure>
      <ol className={styles.courses}>
        {coursesFor(variant, feast).map((course) => (
          <li key={course.id}>
            <p className={styles.courseWhy}>{t(courseWhyKey(variant, course.id))}</p>
            <ul className={styles.answerDishes}>
              {course.dishes.map((dish) => {
                const serving = served.get(dish);
                const zone = zoneOf(variant, dish);
                const where =
                  DISHES[dish].kind === 'course' ? t('sadya.where.onRice') : t(zoneWhereKey(zone));
                return (
                  <li key={dish} className={styles.answerDish}>
                    <span className={styles.number}>{numbers.get(dish)}</span>
                    <div>
                      <p>
                        <strong>{t(dishNameKey(dish))}</strong> ({t(dishGlossKey(dish))}): {where}.{' '}
                        {t(dishWhyKey(dish))}
                      </p>
                      {serving && (
                        <p className={styles.marks}>
                          <Mark
                            ok={serving.correctPlace}
                            text={
                              serving.correctPlace
                                ? t('sadya.answer.rightPlace')
                                : t('sadya.answer.wrongPlace', {
                                    zone: t(zoneNameKey(serving.zone)),
                                  })
                            }
                          />
                          <Mark
                            ok={serving.inOrder}
                            text={
                              serving.inOrder ? t('sadya.answer.inTurn') : t('sadya.answer.early')
                            }
                          />
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
