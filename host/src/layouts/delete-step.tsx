import { useEffect, useId, useRef } from 'react';
import type { useDeleteMyAccount } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { deleteMessages } from './delete-messages';
import styles from './account-menu.module.css';

/**
 * The step before "Delete my account" does anything (account-menu.tsx): what goes, "Delete
 * everything", and "Keep my account", which has the focus, the safe choice. Its own chunk: the
 * menu fetches it when it opens, not the home page's first load.
 */
export function DeleteStep({
  deletion,
  onDelete,
  onKeep,
  failed,
}: {
  deletion: ReturnType<typeof useDeleteMyAccount>;
  onDelete: () => void;
  onKeep: () => void;
  /** What the menu says when its request did not work. */
  failed: string;
}) {
  const t = useTranslation(deleteMessages);
  const titleId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.confirmTitle}>
        {t('account.deleteTitle')}
      </p>
      <p>{t('account.deleteWhat')}</p>
      <button
        type="button"
        className={styles.danger}
        disabled={deletion.isPending}
        onClick={onDelete}
      >
        {deletion.isPending ? t('account.deleting') : t('account.deleteConfirm')}
      </button>
      <button type="button" ref={keep} disabled={deletion.isPending} onClick={onKeep}>
        {t('account.deleteCancel')}
      </button>
      {deletion.isError && (
        <p role="alert" className={styles.error}>
          {failed}
        </p>
      )}
    </div>
  );
}
