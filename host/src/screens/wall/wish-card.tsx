import { useEffect, useRef, type ReactNode } from 'react';
import { greetingById, mlPieces } from '@onam/shared/festival/greetings';
import { BreakableText } from '@onam/shared/react/ui/breakable-text';
import type { WallCard } from '@onam/shared/backend/wishes';
import { drawIllustration } from '../../wishes/festival-illustration';
import type { WallMessageKey } from '../../wishes/messages';
import styles from './wall.module.css';

/**
 * The site's illustration a card carries, drawn in code as on the card maker (no image file, so it
 * draws offline). Decorative: every card has the same one, and its words say what matters. Its
 * size on screen is its class's (`size` CSS pixels): a style attribute in a page the server drew is
 * refused by the Content-Security-Policy, and the canvas, drawn at the screen's pixel density,
 * would then show at twice its size on most phones.
 */
export function WishIllustration({ size, className }: { size: number; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const scale = Math.min(window.devicePixelRatio || 1, 2);
    element.width = size * scale;
    element.height = size * scale;
    ctx.scale(scale, scale);
    drawIllustration(ctx, { x: 0, y: 0, width: size, height: size });
  }, [size]);
  return (
    <canvas ref={canvas} width={size} height={size} aria-hidden="true" className={className} />
  );
}

/** One card on the wall: the greeting in Malayalam and as Malayalis type it, the name, the district. */
export function WishCard({
  card,
  t,
  children,
}: {
  card: WallCard;
  t: (key: WallMessageKey) => string;
  children?: ReactNode;
}) {
  const greeting = greetingById(card.greeting);
  const titleId = `wish-${card.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <WishIllustration size={96} className={styles.cardPicture} />
      <div className={styles.cardWords}>
        <p id={titleId} className={styles.cardGreeting} lang="ml">
          <BreakableText pieces={mlPieces(greeting)} />
        </p>
        <p className={styles.cardLatin} lang="en">
          {greeting.latin}
        </p>
        {card.name && <p className={styles.cardName}>{card.name}</p>}
        <p className={styles.cardDistrict}>{t(`wall.district.${card.district}`)}</p>
        {children}
      </div>
    </article>
  );
}
