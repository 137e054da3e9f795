import {
  Component as ReactComponent,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import type { WallCard } from '@onam/shared/backend/wishes';
import type { WallPort } from '@onam/shared/backend/port';
import { greetingById, mlPieces } from '@onam/shared/festival/greetings';
import { BreakableText } from '@onam/shared/react/ui/breakable-text';
import { useBackend } from '@onam/shared/react/backend-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import {
  BROADCAST_SLIDE_MS,
  keepBroadcastCards,
  nextSlide,
  readBroadcastCards,
} from './broadcast-store';
import { wallMessages } from '../../wishes/messages';
import { useBroadcastCards } from '../../wishes/wall-hooks';
import { WishIllustration } from './wish-card';
import styles from './broadcast.module.css';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * The wall for the channel's studio screens (/wall/broadcast): full screen, one card at a time in
 * large type, Malayalam first, no controls. It starts with the cards this device kept last time and
 * reads the wall again every minute; offline, or when the backend cannot be reached, it keeps
 * cycling what it has (docs/decisions/038). With reduced motion the cards change without a fade.
 */
export function Component() {
  const ml = useTranslation(wallMessages, 'ml');
  const en = useTranslation(wallMessages, 'en');
  const [cards, setCards] = useState<WallCard[]>(() => readBroadcastCards(storage()));
  const [index, setIndex] = useState(0);
  const [unavailable, setUnavailable] = useState(false);
  const markUnavailable = useCallback(() => setUnavailable(true), []);

  useEffect(() => {
    if (cards.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => nextSlide(current, cards.length)),
      BROADCAST_SLIDE_MS,
    );
    return () => window.clearInterval(timer);
  }, [cards.length]);

  const onCards = useCallback((fresh: WallCard[]) => {
    setCards(fresh);
    keepBroadcastCards(storage(), fresh, new Date());
  }, []);

  const card = cards.length > 0 ? cards[index % cards.length] : undefined;
  return (
    <section className={styles.screen} aria-labelledby="broadcast-title" lang="ml">
      <h1 id="broadcast-title" className={visuallyHidden}>
        {ml('wall.broadcast.title')}
      </h1>
      {card ? (
        <Slide key={`${card.id}-${index}`} card={card} ml={ml} en={en} />
      ) : (
        <div className={styles.empty}>
          <p>{unavailable ? ml('wall.broadcast.unavailable') : ml('wall.broadcast.empty')}</p>
          <p lang="en">
            {unavailable ? en('wall.broadcast.unavailable') : en('wall.broadcast.empty')}
          </p>
        </div>
      )}
      <Quiet>
        <Suspense fallback={null}>
          <Feed onCards={onCards} onUnavailable={markUnavailable} />
        </Suspense>
      </Quiet>
    </section>
  );
}

type Words = ReturnType<typeof useTranslation<keyof (typeof wallMessages)['en']>>;

function Slide({ card, ml, en }: { card: WallCard; ml: Words; en: Words }) {
  const greeting = greetingById(card.greeting);
  return (
    <article className={styles.slide} aria-roledescription="slide">
      <WishIllustration size={280} className={styles.picture} />
      <div className={styles.words}>
        <p className={styles.greeting}>
          <BreakableText pieces={mlPieces(greeting)} />
        </p>
        <p className={styles.latin} lang="en">
          {greeting.latin}
        </p>
        {card.name && <p className={styles.name}>{card.name}</p>}
        <p className={styles.district}>
          {ml(`wall.district.${card.district}`)}{' '}
          <span lang="en">· {en(`wall.district.${card.district}`)}</span>
        </p>
      </div>
    </article>
  );
}

/** Reads the wall for the slides; renders nothing. */
function Feed({
  onCards,
  onUnavailable,
}: {
  onCards: (cards: WallCard[]) => void;
  onUnavailable: () => void;
}) {
  const wall = useBackend().wall;
  useEffect(() => {
    if (!wall) onUnavailable();
  }, [wall, onUnavailable]);
  return wall ? <FeedFrom wall={wall} onCards={onCards} /> : null;
}

function FeedFrom({ wall, onCards }: { wall: WallPort; onCards: (cards: WallCard[]) => void }) {
  const { data } = useBroadcastCards(wall);
  useEffect(() => {
    if (data) onCards(data);
  }, [data, onCards]);
  return null;
}

/**
 * Keeps the slides running whatever happens to the feed: an adapter that cannot load offline is
 * an error here, and must not take the screen down.
 */
class Quiet extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
