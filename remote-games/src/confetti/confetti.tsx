import { useEffect, useRef, useState } from 'react';
import confetti from 'canvas-confetti';
import type { ConfettiProps, PartMeta } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import { confettiMessages } from './messages';
import styles from './confetti.module.css';

export const meta: PartMeta<'confetti'> = {
  kind: 'part',
  id: 'confetti',
  contractVersion: PART_CONTRACT_VERSION,
};

/** Marigold, thumba white, chethi red, kasavu gold, leaf green: the colours of a pookalam. */
export const CONFETTI_COLOURS = ['#f59e0b', '#ffffff', '#d62828', '#e0b040', '#2e7d32', '#7b3fa0'];
const SHOWER_MS = 2600;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * A shower of petals over the page when `active` turns true (canvas-confetti on its own canvas,
 * never catching a click). With reduced motion a still burst is drawn instead. The words "Well
 * done!" are announced either way.
 */
export default function Confetti({ active, onDone }: ConfettiProps) {
  const t = useTranslation(confettiMessages);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [still] = useState(prefersReducedMotion);
  const [showering, setShowering] = useState(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!active) return;
    if (still || !canvas.current) {
      const timer = setTimeout(() => done.current?.(), 0);
      return () => clearTimeout(timer);
    }
    // No worker: a blob-URL worker would need a looser Content-Security-Policy.
    const shoot = confetti.create(canvas.current, { resize: true, useWorker: false });
    setShowering(true);
    const burst = (x: number, angle: number) =>
      shoot({
        particleCount: 70,
        spread: 70,
        angle,
        startVelocity: 45,
        origin: { x, y: 0.7 },
        colors: CONFETTI_COLOURS,
        scalar: 0.9,
        disableForReducedMotion: true,
      });
    void burst(0.2, 60);
    void burst(0.8, 120);
    const timer = setTimeout(() => {
      setShowering(false);
      done.current?.();
    }, SHOWER_MS);
    return () => {
      clearTimeout(timer);
      shoot.reset();
    };
  }, [active, still]);

  return (
    <div
      className={styles.confetti}
      data-part="confetti"
      data-state={!active ? 'idle' : still ? 'still' : showering ? 'showering' : 'done'}
    >
      <p role="status" className={styles.message}>
        {active ? t('confetti.label') : null}
      </p>
      {active && !still && <canvas ref={canvas} className={styles.canvas} aria-hidden="true" />}
      {active && still && <StillBurst />}
    </div>
  );
}

/** The reduced-motion version: a fixed ring of petals around the message. */
function StillBurst() {
  const petals = Array.from({ length: 18 }, (_, i) => {
    const angle = (i / 18) * Math.PI * 2;
    const radius = 38 + (i % 3) * 6;
    return {
      x: 50 + Math.cos(angle) * radius,
      y: 50 + Math.sin(angle) * radius * 0.6,
      rotate: (angle * 180) / Math.PI,
      colour: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length],
    };
  });
  return (
    <svg className={styles.still} viewBox="0 0 100 100" aria-hidden="true" data-still-burst="">
      {petals.map((petal, i) => (
        <ellipse
          key={i}
          cx={petal.x}
          cy={petal.y}
          rx="3.2"
          ry="1.6"
          fill={petal.colour}
          stroke="#7a5200"
          strokeWidth="0.3"
          transform={`rotate(${petal.rotate} ${petal.x} ${petal.y})`}
        />
      ))}
    </svg>
  );
}
