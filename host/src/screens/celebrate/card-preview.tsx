import { useEffect, useState, type RefObject } from 'react';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent } from '@onam/shared/share/card-layout';
import { cardFontsReady, renderCard, type CardPicture } from './card-renderer';
import styles from './celebrate.module.css';

/** How far below the screen the card starts to be drawn: half a screen ahead of the visitor. */
const DRAW_AHEAD = '50% 0px';

/**
 * Whether the canvas is on screen or within DRAW_AHEAD of it, once and for good. Drawing the full
 * card is one task of about 60 ms on this machine (475 ms as a low-tier phone): on a phone the
 * preview sits below the form, so it is drawn as the visitor scrolls towards it instead of as the
 * app adopts the page. Where the browser cannot tell (no IntersectionObserver), it is drawn at once.
 */
function useNearScreen(canvasRef: RefObject<HTMLCanvasElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const canvas = canvasRef.current;
    if (near || !canvas) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [canvasRef, near]);
  return near;
}

/**
 * The card at full size on a canvas, shown scaled down. React decides when to draw (the content or
 * the picture changed, once the fonts are in and the card is near the screen); the renderer
 * decides how. Until then the canvas keeps its room (its aspect ratio), so nothing moves.
 */
export function CardPreview({
  canvasRef,
  content,
  picture,
  label,
}: {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  content: CardContent;
  picture: CardPicture;
  label: string;
}) {
  const near = useNearScreen(canvasRef);
  useEffect(() => {
    if (!near) return;
    let current = true;
    void cardFontsReady().then(() => {
      if (current && canvasRef.current) renderCard(canvasRef.current, content, picture);
    });
    return () => {
      current = false;
    };
  }, [near, canvasRef, content, picture]);

  return (
    <canvas
      ref={canvasRef}
      width={CARD_WIDTH}
      height={CARD_HEIGHT}
      role="img"
      aria-label={label}
      className={styles.canvas}
    />
  );
}
