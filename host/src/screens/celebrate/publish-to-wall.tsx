import { Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DISTRICTS, type District } from '@onam/shared/backend/districts';
import { isBackendError, type WallPort } from '@onam/shared/backend/port';
import { isChild, needsPrivacyAnswer } from '@onam/shared/backend/privacy';
import {
  WISHES_OPEN_MAX,
  WISHES_PER_DAY,
  type OwnWish,
  type WishInput,
} from '@onam/shared/backend/wishes';
import { greetingById, mlPieces, type GreetingId } from '@onam/shared/festival/greetings';
import { BreakableText } from '@onam/shared/react/ui/breakable-text';
import { cardLink, readCardParams } from '@onam/shared/share/card-link';
import { useBackendReady } from '@onam/shared/react/backend-context';
import { useCurrentUser, useProfile } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { loginPathFor } from '../../navigation/middleware';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { wallMessages, type WallMessageKey } from '../../wishes/messages';
import { useOwnWishes, usePublishWish } from '../../wishes/wall-hooks';
import styles from './publish-to-wall.module.css';

type T = ReturnType<typeof useTranslation<WallMessageKey>>;

/**
 * "Put my card on the wall" under the card maker (docs/decisions/038): the greeting and name on
 * the card, the visitor's district and the festival illustration go to publishWish, and the
 * visitor's cards for the wall are listed with what became of each. It asks nothing of the backend
 * until it has loaded (a signed-out first visit loads none of it, docs/decisions/022).
 */
export function PublishToWall({ greeting, name }: { greeting: GreetingId; name: string }) {
  const t = useTranslation(wallMessages);
  const backend = useBackendReady();
  const titleId = useId();
  return (
    <section className={styles.publish} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('wall.publish.heading')}</h2>
      <p>{t('wall.publish.intro')}</p>
      {backend ? (
        <Suspense fallback={null}>
          <ForVisitor wall={backend.wall} greeting={greeting} name={name} t={t} />
        </Suspense>
      ) : (
        <SignInLink t={t} />
      )}
      <p>
        <PrefetchLink to="/wall">{t('wall.publish.seeWall')}</PrefetchLink>
      </p>
    </section>
  );
}

function SignInLink({ t }: { t: T }) {
  const { pathname, search } = useLocation();
  // Back to the card the link named, and nothing else of its query (a click id): the server
  // draws this page once per card (host/src/prerender/render-page.tsx, pageQuery).
  const params = readCardParams(new URLSearchParams(search));
  const back = params
    ? new URL(cardLink('https://site.invalid', params))
    : new URL(pathname, 'https://site.invalid');
  const to = loginPathFor(back);
  return (
    <p>
      <PrefetchLink to={to}>{t('wall.publish.signIn')}</PrefetchLink>
    </p>
  );
}

function ForVisitor({
  wall,
  greeting,
  name,
  t,
}: {
  wall: WallPort | undefined;
  greeting: GreetingId;
  name: string;
  t: T;
}) {
  const { data: user } = useCurrentUser();
  if (!user) return <SignInLink t={t} />;
  if (!wall) return <p>{t('wall.publish.unavailable')}</p>;
  return <PublishForm wall={wall} uid={user.uid} greeting={greeting} name={name} t={t} />;
}

/**
 * A refused card in the visitor's words (the server's own are English only). Refused as not
 * allowed in public: a child, or (`child` false) a visitor who has not accepted the current notice.
 */
export function publishProblem(error: unknown, child = false): WallMessageKey {
  if (isBackendError(error, 'permission-denied')) {
    return child ? 'wall.publish.child' : 'wall.publish.consent';
  }
  if (isBackendError(error, 'limit-reached')) return 'wall.publish.capOpen';
  if (isBackendError(error, 'rate-limited')) return 'wall.publish.capDay';
  if (isBackendError(error, 'unavailable')) return 'wall.publish.noProfile';
  if (isBackendError(error, 'invalid-input')) return 'wall.publish.nameRefused';
  return 'wall.publish.failed';
}

function PublishForm({
  wall,
  uid,
  greeting,
  name,
  t,
}: {
  wall: WallPort;
  uid: string;
  greeting: GreetingId;
  name: string;
  t: T;
}) {
  const profile = useProfile(uid);
  const mine = useOwnWishes(wall, uid);
  const publish = usePublishWish(wall);
  const [chosen, setChosen] = useState<District | ''>('');
  const [outcome, setOutcome] = useState<{ key: WallMessageKey; problem: boolean } | null>(null);
  // The card being sent and its request's id: sent again unchanged (its answer lost), it keeps the
  // id, so the server finds the card it made instead of making a second.
  const sending = useRef<{ card: string; clientId: string } | null>(null);
  const selectId = useId();
  const district = chosen || profile.data?.district || '';

  // The district comes from the profile: the form waits for it rather than change under a finger.
  if (profile.isPending) return null;
  if (isChild(profile.data)) return <p>{t('wall.publish.child')}</p>;
  // The wall shows the visitor's name to everyone: the shell's privacy question comes first.
  if (needsPrivacyAnswer(profile.data)) return <p>{t('wall.publish.consent')}</p>;

  const send = () => {
    setOutcome(null);
    if (!district) {
      setOutcome({ key: 'wall.publish.districtMissing', problem: true });
      return;
    }
    const input: WishInput = { greeting, name, district, illustration: 'festival' };
    const card = JSON.stringify(input);
    if (sending.current?.card !== card) {
      sending.current = { card, clientId: crypto.randomUUID() };
    }
    publish.mutate(
      { input, clientId: sending.current.clientId },
      {
        onSuccess: () => {
          sending.current = null;
          setOutcome({ key: 'wall.publish.sent', problem: false });
        },
        onError: (error) =>
          setOutcome({ key: publishProblem(error, isChild(profile.data)), problem: true }),
      },
    );
  };

  return (
    <>
      <label className={styles.field} htmlFor={selectId}>
        {t('wall.publish.district')}
        <select
          id={selectId}
          value={district}
          onChange={(event) => setChosen(event.target.value as District | '')}
        >
          <option value="">{t('wall.publish.districtChoose')}</option>
          {DISTRICTS.map((value) => (
            <option key={value} value={value}>
              {t(`wall.district.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.primary} onClick={send} disabled={publish.isPending}>
        {publish.isPending ? t('wall.publish.publishing') : t('wall.publish.button')}
      </button>
      {outcome &&
        (outcome.problem ? (
          <p role="alert" className={styles.problem}>
            {t(outcome.key, {
              max: outcome.key === 'wall.publish.capDay' ? WISHES_PER_DAY : WISHES_OPEN_MAX,
            })}
          </p>
        ) : (
          <p role="status" className={styles.outcome}>
            {t(outcome.key)}
          </p>
        ))}
      {mine.isPending && <p role="status">{t('wall.publish.loadingMine')}</p>}
      {mine.data && mine.data.length > 0 && <OwnCards cards={mine.data} t={t} />}
    </>
  );
}

function OwnCards({ cards, t }: { cards: OwnWish[]; t: T }) {
  const headingId = useId();
  return (
    <>
      <h3 id={headingId}>{t('wall.publish.mine')}</h3>
      <ul className={styles.mine} aria-labelledby={headingId}>
        {cards.map((card) => (
          <li key={card.id}>
            <span lang="ml">
              <BreakableText pieces={mlPieces(greetingById(card.greeting))} />
            </span>
            {card.name && <span>{card.name}</span>}
            <span className={styles.status}>
              {card.status === 'rejected'
                ? t('wall.status.rejected', { reason: card.reason ?? '' })
                : t(`wall.status.${card.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
