import { isBackendError } from '@onam/shared/backend/port';
import { OPEN_CARPETS_PER_OWNER } from '@onam/shared/family/carpet';
import { familyRefusalOf, isJoinRefusal } from '@onam/shared/family/refusals';
import { useTranslation } from '@onam/shared/react/locale-context';
import type { Translate } from '@onam/shared/i18n/translator';
import { familyMessages, type FamilyMessageKey } from './messages';
import { familyProblemMessages, type FamilyProblemKey } from './problem-messages';
import styles from './family.module.css';

/**
 * What the visitor asked for: the words for a network that went depend on it. 'watch' is the
 * carpet page's own reading of the carpet.
 */
export type FamilyAction = 'start' | 'join' | 'change' | 'finish' | 'watch';

const OFFLINE: Record<FamilyAction, FamilyProblemKey> = {
  start: 'family.problem.offlineStart',
  join: 'family.problem.offline',
  change: 'family.problem.offline',
  finish: 'family.problem.offlineFinish',
  watch: 'family.problem.offline',
};

/**
 * Why a family request did not work, in the visitor's words: the server's refusals by their reason
 * (its own messages are English only), a join's in the link page's own words, and a network that
 * went. Anything else keeps the server's words after "That did not work", but for the carpet's
 * reading, whose failures are the database's own English: those are said in the visitor's words.
 */
export function familyProblemText(
  error: Error,
  action: FamilyAction,
  t: Translate<FamilyMessageKey>,
  say: Translate<FamilyProblemKey>,
): string {
  const refusal = familyRefusalOf(error);
  // Finished under the owner's hands, not at the door: the carpet stays as it is.
  if (refusal === 'finished' && action !== 'join') return say('family.problem.finished');
  if (isJoinRefusal(refusal)) return t(`family.refused.${refusal}`);
  if (refusal) return say(`family.problem.${refusal}`, { max: OPEN_CARPETS_PER_OWNER });
  if (isBackendError(error, 'network')) return say(OFFLINE[action]);
  if (action === 'watch') return say('family.problem.watch');
  return action === 'start'
    ? t('family.start.failed', { reason: error.message })
    : t('family.failed', { reason: error.message });
}

/** A family request's failure, said at once to a screen reader. */
export function FamilyProblem({ error, action }: { error: Error; action: FamilyAction }) {
  const t = useTranslation(familyMessages);
  const say = useTranslation(familyProblemMessages);
  return (
    <p role="alert" className={styles.problem}>
      {familyProblemText(error, action, t, say)}
    </p>
  );
}
