import { useEffect, type RefObject } from 'react';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent } from '@onam/shared/share/card-layout';
import { cardFontsReady, renderCard, type CardPicture } from './card-renderer';
import { useNearScreen } from '../../loading/near-screen';
import styles from './celebrate.module.css';

/**
 * The card at full size on a canvas, shown scaled down. React decides when to draw (the content or
 * the picture changed, once the fonts are in and the card is near the screen); the renderer
 * decides how. Drawing it is one task of about 60 ms on this machine (475 ms as a low-tier
 * phone), and on a phone the preview sits below the form: it is drawn as the visitor scrolls
 * towards it, not as the app adopts the page. Until then the canvas keeps its room (its aspect
 * ratio), so nothing moves.
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
