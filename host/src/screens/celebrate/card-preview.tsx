import { useEffect, type RefObject } from 'react';
import { CARD_HEIGHT, CARD_WIDTH, type CardContent } from '@onam/shared/share/card-layout';
import { cardFontsReady, renderCard, type CardPicture } from './card-renderer';
import styles from './celebrate.module.css';

/**
 * The card at full size on a canvas, shown scaled down. React decides when to draw (the content or
 * the picture changed, once the fonts are in); the renderer decides how.
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
  useEffect(() => {
    let current = true;
    void cardFontsReady().then(() => {
      if (current && canvasRef.current) renderCard(canvasRef.current, content, picture);
    });
    return () => {
      current = false;
    };
  }, [canvasRef, content, picture]);

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
