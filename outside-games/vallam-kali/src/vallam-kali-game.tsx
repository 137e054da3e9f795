// The exposed module: the site renders `default` with GameProps, after checking `meta`.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  GAME_CONTRACT_VERSION,
  MAX_SCORE,
  type GameMeta,
  type GameProps,
} from './platform-contract';
import { GAME_ID, VERSION } from './build-info';
import { facts } from './facts';
import { finished, messages, say, strokeCount } from './messages';
import { BEAT_MS, STROKES, TOLERANCE_MS, scoreStrokes, timing, type StrokeTiming } from './rhythm';
import './vallam-kali.css';

export const meta: GameMeta = {
  kind: 'game',
  id: GAME_ID,
  title: facts.names,
  contractVersion: GAME_CONTRACT_VERSION,
};

type Pointer = 'touch' | 'mouse';

/** How the visitor points, once the page is running: the tutorial's words follow it. */
function usePointer(): Pointer {
  // The first render is the same on the server and in the browser: mouse words until we know.
  const [pointer, setPointer] = useState<Pointer>('mouse');
  useEffect(() => {
    if (window.matchMedia?.('(pointer: coarse)').matches) setPointer('touch');
  }, []);
  return pointer;
}

/** Whether a stroke now would be in time: lit from a beat's tolerance before it. */
function useBeatLit(lastStrokeAt: number | null): boolean {
  const [lit, setLit] = useState(false);
  useEffect(() => {
    if (lastStrokeAt === null) return;
    const tick = () => {
      const gap = performance.now() - lastStrokeAt;
      setLit(Math.abs(gap - BEAT_MS) <= TOLERANCE_MS);
    };
    const timer = window.setInterval(tick, 30);
    tick();
    return () => {
      window.clearInterval(timer);
      setLit(false);
    };
  }, [lastStrokeAt]);
  return lit;
}

export default function VallamKaliGame({ locale, onFinish }: GameProps) {
  const pointer = usePointer();
  const [strokes, setStrokes] = useState<number[]>([]);
  const [lastTiming, setLastTiming] = useState<StrokeTiming | null>(null);
  const startedAt = useRef<number | null>(null);
  const lastStrokeAt = useRef<number | null>(null);
  const [lastAt, setLastAt] = useState<number | null>(null);
  const lit = useBeatLit(strokes.length > 0 && strokes.length < STROKES ? lastAt : null);
  const done = strokes.length === STROKES;
  const result = done ? scoreStrokes(strokes) : null;

  const stroke = () => {
    if (done) return;
    const now = performance.now();
    if (startedAt.current === null) startedAt.current = now;
    const at = Math.round(now - startedAt.current);
    // Two strokes in the same millisecond are one.
    const previous = strokes[strokes.length - 1];
    if (previous !== undefined && at <= previous) return;
    const next = [...strokes, at];
    setStrokes(next);
    setLastTiming(timing(previous, at));
    lastStrokeAt.current = now;
    setLastAt(now);
    if (next.length === STROKES) {
      const scored = scoreStrokes(next);
      onFinish({
        gameId: GAME_ID,
        score: scored.score,
        maxScore: MAX_SCORE,
        durationMs: at,
        evidence: { version: VERSION, record: { strokes: next } },
      });
    }
  };

  // The finishing stroke's tap ends on "Race again", drawn where "Row" was when it went down: its
  // click must not start a new race and wipe the result. Only a press that began on the button
  // (or a key, detail 0) races again.
  const againPressed = useRef(false);
  const again = (event: MouseEvent) => {
    const pressed = againPressed.current || event.detail === 0;
    againPressed.current = false;
    if (!pressed) return;
    startedAt.current = null;
    lastStrokeAt.current = null;
    setLastAt(null);
    setStrokes([]);
    setLastTiming(null);
  };

  // A pointer rows as it goes down; a key or an assistive technology rows with the click it sends
  // (detail 0), so one press is one stroke however it comes.
  const onPointerDown = () => stroke();
  const onClick = (event: MouseEvent) => {
    if (event.detail === 0) stroke();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.repeat && (event.key === ' ' || event.key === 'Enter')) event.preventDefault();
  };

  const progress = strokes.length === 0 ? 0 : (strokes.length - 1) / (STROKES - 1);
  const inTime = result ? result.score / (MAX_SCORE / (STROKES - 1)) : 0;
  const status = done
    ? say(finished(inTime, result?.score ?? 0, MAX_SCORE), locale)
    : lastTiming
      ? `${say(messages[lastTiming], locale)} ${say(strokeCount(strokes.length, STROKES), locale)}`
      : say(messages.ready, locale);

  return (
    <section className="vk-game" lang={locale} aria-labelledby="vk-title">
      <h2 id="vk-title" className="vk-title">
        {say(facts.names, locale)}
      </h2>
      <p className="vk-intro">{say(messages.intro, locale)}</p>
      <details className="vk-howto">
        <summary>{say(messages.howTo, locale)}</summary>
        <ol>
          {facts.tutorial.map((step) => (
            <li key={step.title.en}>
              <strong>{say(step.title, locale)}</strong> {say(step.body[pointer], locale)}
            </li>
          ))}
        </ol>
      </details>
      <svg
        className="vk-river"
        viewBox="0 0 320 90"
        role="img"
        aria-label={`${say(messages.race, locale)}: ${say(strokeCount(strokes.length, STROKES), locale)}`}
      >
        <rect className="vk-water" x="0" y="0" width="320" height="90" rx="8" />
        <line className="vk-finish" x1="300" y1="6" x2="300" y2="84" />
        <g transform={`translate(${Math.round(10 + progress * 230)} 45)`}>
          {/* A chundan vallam: long and low, its stern raised like a snake's hood. */}
          <path className="vk-boat" d="M0 0 L60 0 L70 -18 L66 -18 L58 -4 L4 -4 Z" />
          {[8, 18, 28, 38, 48].map((x) => (
            <line
              key={x}
              className="vk-oar"
              x1={x}
              y1={-4}
              x2={x - (strokes.length % 2 === 0 ? 4 : -4)}
              y2={10}
            />
          ))}
        </g>
      </svg>
      <p className="vk-status" role="status" aria-live="polite">
        {status}
      </p>
      {done ? (
        <button
          type="button"
          className="vk-button"
          onPointerDown={() => {
            againPressed.current = true;
          }}
          onClick={again}
        >
          {say(messages.rowAgain, locale)}
        </button>
      ) : (
        <div className="vk-controls">
          <span
            className={lit ? 'vk-beat vk-beat-lit' : 'vk-beat'}
            role="img"
            aria-label={`${say(messages.beatMark, locale)}: ${say(lit ? messages.beatNow : messages.beatWait, locale)}`}
          />
          <button
            type="button"
            className="vk-button vk-row"
            onPointerDown={onPointerDown}
            onClick={onClick}
            onKeyDown={onKeyDown}
          >
            {say(messages.row, locale)}
          </button>
        </div>
      )}
    </section>
  );
}
