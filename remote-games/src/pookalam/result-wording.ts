/**
 * Puts the score's parts into words for the result card: how much of the board is covered, how
 * symmetric it is, and how varied its flowers are. The scoring stays pure; only this file knows
 * those sentences.
 */
import type { Translate } from '@onam/shared/i18n/translator';
import type { ResultRow } from '../common/result-card';
import type { PookalamScreenKey } from './messages';
import type { PookalamScore } from './scoring';

/** The result card's rows: each part of the score with the reason in words. */
export function resultRows(t: Translate<PookalamScreenKey>, score: PookalamScore): ResultRow[] {
  const [coverage, symmetry, variety] = score.parts;
  const coverageDetail =
    coverage.reason === 'empty'
      ? t('pookalam.result.coverageEmpty')
      : coverage.reason === 'full'
        ? t('pookalam.result.coverageFull')
        : t('pookalam.result.coveragePartial', { percent: coverage.percent });
  const { order, percent, laidPercent } = symmetry;
  const symmetryDetail =
    symmetry.reason === 'empty'
      ? t('pookalam.result.symmetryEmpty')
      : symmetry.reason === 'partial'
        ? t('pookalam.result.symmetryPartial', { order, percent, laidPercent })
        : percent === 100
          ? t('pookalam.result.symmetryWhole', { order })
          : t('pookalam.result.symmetryPerfect', { order, percent });
  let varietyDetail = t('pookalam.result.varietyEmpty');
  if (variety.reason !== 'empty') {
    const used = variety.kindsUsed;
    const wanted = variety.kindsWanted;
    varietyDetail =
      used > wanted
        ? t('pookalam.result.kindsMore', { used, wanted })
        : t('pookalam.result.kinds', { used, wanted });
    if (variety.ringPairs > 0) {
      varietyDetail += ` ${t('pookalam.result.contrast', {
        contrast: variety.contrastingPairs,
        pairs: variety.ringPairs,
      })}`;
    }
  }
  return [
    {
      id: 'coverage',
      label: t('pookalam.result.coverage'),
      points: coverage.points,
      max: coverage.max,
      detail: coverageDetail,
    },
    {
      id: 'symmetry',
      label: t('pookalam.result.symmetry'),
      points: symmetry.points,
      max: symmetry.max,
      detail: symmetryDetail,
    },
    {
      id: 'variety',
      label: t('pookalam.result.variety'),
      points: variety.points,
      max: variety.max,
      detail: varietyDetail,
    },
  ];
}
