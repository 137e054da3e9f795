import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { isBackendError, type WallPort } from '@onam/shared/backend/port';
import type { ModerateWishRequest, QueuedWish } from '@onam/shared/backend/wishes';
import { greetingById } from '@onam/shared/festival/greetings';
import { useBackend } from '@onam/shared/react/backend-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import { wallMessages } from '../../wishes/messages';
import { useModerateWish, useModerationQueue } from '../../wishes/wall-hooks';
import { useWhen } from './desk-parts';
import { moderationMessages, type ModerationMessageKey } from './moderation-messages';
import own from './moderation.module.css';
import styles from './operator.module.css';

const catalogue = {
  en: { ...moderationMessages.en, ...wallMessages.en },
  ml: { ...moderationMessages.ml, ...wallMessages.ml },
};
type T = ReturnType<typeof useTranslation<keyof (typeof catalogue)['en']>>;

/**
 * The console's moderation queue for the wall of wishes (docs/decisions/038 and 042): the pending
 * and the reported cards (on the wall or off it), oldest first, each with approve, reject with a
 * reason the visitor sees, and remove; what each decision did is said at the top. The moderateWish
 * function checks the `operator` claim again, refuses a decision on a card that moved on, and an
 * approval when the card was reported since the operator looked at it (the approval says how many
 * reports they saw).
 */
/** `id`: the section's anchor, for the desk's section links. */
export function Moderation({ id }: { id?: string }) {
  const t = useTranslation(catalogue);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={styles.card}
      id={id}
      tabIndex={id ? -1 : undefined}
    >
      <h2 id={titleId}>{t('moderation.title')}</h2>
      <p>{t('moderation.intro')}</p>
      <Suspense fallback={<p role="status">{t('moderation.loading')}</p>}>
        <Queue t={t} />
      </Suspense>
    </section>
  );
}

function Queue({ t }: { t: T }) {
  const wall = useBackend().wall;
  if (!wall) return <p>{t('moderation.unavailable')}</p>;
  return <QueueWith wall={wall} t={t} />;
}

/** A refused decision in the operator's words. */
export function moderationProblem(error: unknown): ModerationMessageKey {
  if (isBackendError(error, 'conflict')) return 'moderation.reportedSince';
  if (isBackendError(error, 'unavailable') || isBackendError(error, 'invalid-input')) {
    return 'moderation.moved';
  }
  if (isBackendError(error, 'permission-denied')) return 'moderation.notOperator';
  return 'moderation.failed';
}

const DONE: Record<ModerateWishRequest['action'], ModerationMessageKey> = {
  approve: 'moderation.approved',
  reject: 'moderation.rejected',
  remove: 'moderation.removed',
};

function QueueWith({ wall, t }: { wall: WallPort; t: T }) {
  const queue = useModerationQueue(wall);
  const moderate = useModerateWish(wall);
  const [outcome, setOutcome] = useState<{ text: string; problem: boolean } | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  const decide = (request: ModerateWishRequest, card: QueuedWish) => {
    setOutcome(null);
    const name = card.name || t('moderation.anonymous');
    moderate.mutate(request, {
      onSuccess: () => setOutcome({ text: t(DONE[request.action], { name }), problem: false }),
      onError: (error) => setOutcome({ text: t(moderationProblem(error)), problem: true }),
      // The card leaves the list, and focus with it: it goes to what the decision did.
      onSettled: () => requestAnimationFrame(() => outcomeRef.current?.focus()),
    });
  };

  return (
    <>
      <p
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome?.problem ? 'alert' : 'status'}
        className={outcome?.problem ? styles.warning : undefined}
      >
        {outcome?.text ?? ''}
      </p>
      {queue.isPending && <p role="status">{t('moderation.loading')}</p>}
      {queue.isError && (
        <div role="alert">
          <p>{t('moderation.loadFailed')}</p>
          <button type="button" onClick={() => void queue.refetch()}>
            {t('moderation.retry')}
          </button>
        </div>
      )}
      {queue.data &&
        (queue.data.length === 0 ? (
          <p>{t('moderation.empty')}</p>
        ) : (
          <ul className={own.queue} aria-label={t('moderation.cards')}>
            {queue.data.map((card) => (
              <li key={card.id}>
                <QueuedCard
                  card={card}
                  busy={moderate.isPending && moderate.variables.wishId === card.id}
                  onDecide={(request) => decide(request, card)}
                  t={t}
                />
              </li>
            ))}
          </ul>
        ))}
      <button
        type="button"
        className={styles.secondary}
        onClick={() => void queue.refetch()}
        disabled={queue.isFetching}
      >
        {t('moderation.refresh')}
      </button>
    </>
  );
}

function QueuedCard({
  card,
  busy,
  onDecide,
  t,
}: {
  card: QueuedWish;
  busy: boolean;
  onDecide: (request: ModerateWishRequest) => void;
  t: T;
}) {
  const when = useWhen();
  const titleId = useId();
  const reasonId = useId();
  const problemId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const greeting = greetingById(card.greeting);

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onDecide({ wishId: card.id, action: 'reject', reason: reason.trim() });
  };

  return (
    <article aria-labelledby={titleId} className={own.wish}>
      <p id={titleId} className={own.wishTitle}>
        <span lang="ml">{greeting.ml}</span> · <span lang="en">{greeting.latin}</span>
      </p>
      {card.name && <p>{card.name}</p>}
      <p>{t(`wall.district.${card.district}`)}</p>
      <p className={card.reports > 0 ? styles.warning : undefined}>
        {card.status === 'reported'
          ? t('moderation.reported', { count: card.reports, time: when(card.queuedAt) })
          : card.status === 'approved'
            ? t('moderation.stillUp', { count: card.reports, time: when(card.queuedAt) })
            : t('moderation.pending', { time: when(card.queuedAt) })}
      </p>
      <div className={own.wishActions}>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            onDecide({ wishId: card.id, action: 'approve', seenReports: card.reports })
          }
        >
          {t('moderation.approve')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => onDecide({ wishId: card.id, action: 'remove' })}
        >
          {t('moderation.remove')}
        </button>
      </div>
      <form className={own.rejectForm} onSubmit={reject} noValidate>
        <label htmlFor={reasonId}>{t('moderation.reason')}</label>
        <input
          id={reasonId}
          value={reason}
          maxLength={200}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? problemId : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {missing && (
          <p id={problemId} role="alert" className={styles.warning}>
            {t('moderation.reasonMissing')}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('moderation.working') : t('moderation.reject')}
        </button>
      </form>
    </article>
  );
}
