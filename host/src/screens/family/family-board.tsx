import { familyLinkPath } from '@onam/shared/family/carpet';
import { useTranslation } from '@onam/shared/react/locale-context';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { useFamilyBoard, useFamilyPort } from './family-hooks';
import { familyMessages } from './messages';
import styles from './family.module.css';

/** The family board: finished carpets by score, each under the family name its owner chose. */
export function FamilyBoard() {
  const t = useTranslation(familyMessages);
  const board = useFamilyBoard();
  if (!useFamilyPort()) return null;
  return (
    <section className={styles.panel} aria-labelledby="family-board">
      <h2 id="family-board">{t('family.board.heading')}</h2>
      {board.isPending ? (
        <p role="status">{t('family.loading')}</p>
      ) : board.isError ? (
        <div role="alert">
          <p>{t('family.board.failed')}</p>
          <button type="button" onClick={() => void board.refetch()}>
            {t('family.retry')}
          </button>
        </div>
      ) : board.data.length === 0 ? (
        <p>{t('family.board.empty')}</p>
      ) : (
        <ol className={styles.board}>
          {board.data.map((entry) => (
            <li key={entry.carpetId}>
              <PrefetchLink to={familyLinkPath(entry.carpetId)}>
                {t(entry.members === 1 ? 'family.board.rowOne' : 'family.board.row', {
                  family: entry.familyName,
                  score: entry.score,
                  max: entry.maxScore,
                  members: entry.members,
                })}
              </PrefetchLink>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
