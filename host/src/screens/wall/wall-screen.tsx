import { Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isBackendError, type WallPort } from '@onam/shared/backend/port';
import { backendHasWall } from '@onam/shared/backend/wall-page';
import { useBackendLater, useBackendReady } from '@onam/shared/react/backend-context';
import { useLoadedCurrentUser } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign } from '../../campaign/campaign-context';
import { loginPathFor } from '../../navigation/middleware';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { wallMessages, type WallMessageKey } from '../../wishes/messages';
import { useReportWish, useWallPages } from '../../wishes/wall-hooks';
import { WishCard } from './wish-card';
import styles from './wall.module.css';

type T = ReturnType<typeof useTranslation<WallMessageKey>>;

/**
 * The wall of wishes (/wall): the cards operators approved, newest first, a page at a time, each
 * with "Report this card" (it leaves the wall after several visitors reported it; docs/decisions/
 * 042). Signed out, Report goes to sign in and comes back here.
 */
export function Component() {
  const t = useTranslation(wallMessages);
  return (
    <section className={styles.page} aria-labelledby="wall-title">
      <h1 id="wall-title">{t('wall.title')}</h1>
      <p>{t('wall.intro')}</p>
      <Suspense fallback={<WallLoading t={t} />}>
        <Wall />
      </Suspense>
    </section>
  );
}

/**
 * The wall while its cards are on their way: the words for a screen reader and, for the eye, the
 * place of the first cards, so the cards take a place that was kept for them instead of pushing
 * the page down. The server draws the page this way when it has no cards to draw (their read
 * failed), and so does the browser's first render, which adopts that page.
 */
function WallLoading({ t }: { t: T }) {
  return (
    <div className={styles.loading}>
      <p role="status">{t('wall.loading')}</p>
      <ul className={styles.cards} aria-hidden="true">
        {[0, 1, 2].map((place) => (
          <li key={place} className={styles.placeholder} />
        ))}
      </ul>
    </div>
  );
}

function Wall() {
  const t = useTranslation(wallMessages);
  const { backend: config } = useCampaign();
  // Null until the backend's code is in, without asking for it or suspending: the wall's own
  // reads ask for it when they need it (wall-hooks.ts), and until then the wall shows the cards
  // the page was drawn with (or its loading state), the same on the server and on the first
  // render that adopts it.
  const backend = useBackendReady();
  if (!backendHasWall(config) || (backend && !backend.wall)) return <p>{t('wall.unavailable')}</p>;
  return <WallWith />;
}

/** A refused report in the visitor's words (the server's own are English only). */
export function reportProblem(error: unknown): WallMessageKey {
  if (isBackendError(error, 'unavailable')) return 'wall.ownCard';
  if (isBackendError(error, 'permission-denied')) return 'wall.reportNoProfile';
  if (isBackendError(error, 'invalid-input')) return 'wall.gone';
  if (isBackendError(error, 'limit-reached') || isBackendError(error, 'rate-limited')) {
    return 'wall.reportCap';
  }
  return 'wall.reportFailed';
}

function WallWith() {
  const t = useTranslation(wallMessages);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signInFirst = () =>
    void navigate(loginPathFor(new URL(`${pathname}${search}`, 'https://site.invalid')));
  // Undefined until the backend's code is in: the drawn cards show meanwhile, as they were drawn.
  const user = useLoadedCurrentUser();
  // A read or a report asked for before the backend's code is in loads it and waits for it.
  const later = useBackendLater();
  const wall = async (): Promise<WallPort> => {
    const port = await later();
    if (!port.wall) throw new Error('this backend keeps no wall');
    return port.wall;
  };
  const pages = useWallPages(wall);
  const report = useReportWish(wall);
  const [outcome, setOutcome] = useState<{ key: WallMessageKey; problem: boolean } | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const reporting = report.isPending ? report.variables : null;

  const show = (key: WallMessageKey, problem = false) => {
    setOutcome({ key, problem });
    // The reported card leaves the list, and focus with it: it goes to the news instead.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };
  const reportCard = (wishId: string) => {
    // Undefined until the backend's code is in: the report then waits for it, and a visitor who
    // turns out to be signed out is sent to sign in as below.
    if (user === null) {
      signInFirst();
      return;
    }
    report.mutate(wishId, {
      onSuccess: ({ counted, offWall }) =>
        show(!counted ? 'wall.alreadyReported' : offWall ? 'wall.reported' : 'wall.reportedNoted'),
      onError: (error) => {
        if (isBackendError(error, 'not-signed-in')) signInFirst();
        else show(reportProblem(error), true);
      },
    });
  };

  if (pages.isPending) return <WallLoading t={t} />;
  if (pages.isError) {
    return (
      <div role="alert">
        <p>{t('wall.loadFailed')}</p>
        <button type="button" onClick={() => void pages.refetch()}>
          {t('wall.retry')}
        </button>
      </div>
    );
  }
  const cards = pages.data.pages.flatMap((page) => page.cards);
  return (
    <>
      <p
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome?.problem ? 'alert' : 'status'}
        className={outcome?.problem ? styles.problem : styles.outcome}
      >
        {outcome ? t(outcome.key) : ''}
      </p>
      {cards.length === 0 ? (
        <p>
          {t('wall.empty')} <PrefetchLink to="/celebrate">{t('wall.makeOne')}</PrefetchLink>
        </p>
      ) : (
        <ul className={styles.cards} aria-label={t('wall.cards')}>
          {cards.map((card) => (
            <li key={card.id}>
              <WishCard card={card} t={t}>
                <button
                  type="button"
                  className={styles.report}
                  disabled={reporting === card.id}
                  onClick={() => reportCard(card.id)}
                >
                  {reporting === card.id
                    ? t('wall.reporting')
                    : user
                      ? t('wall.report')
                      : t('wall.signInToReport')}
                </button>
              </WishCard>
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <button
          type="button"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {pages.isFetchingNextPage ? t('wall.loadingMore') : t('wall.more')}
        </button>
      )}
    </>
  );
}
