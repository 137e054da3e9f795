import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { startFixedStepLoop } from '../common/game-loop';
import { messages } from '../i18n/messages';
import { clientToLeaf, ZONE_IDS, zonePercentBox, zoneAt, type ZoneId } from './leaf';
import { layoutPortions } from './layout';
import { LeafDrawing } from './leaf-view';
import { DISHES, zoneOf, type DishId, type FeastId, type VariantId } from './menu';
import {
  courseWhyKey,
  dishGlossKey,
  dishNameKey,
  dishWhyKey,
  zoneNameKey,
  zoneWhereKey,
} from './messages';
import {
  dishesInPlay,
  hintsFor,
  isFinished,
  pickUp,
  putBack,
  remainingDishes,
  restingZone,
  serveDish,
  startSadya,
  type SadyaState,
  type Serving,
} from './rules';
import { ringOpacity } from './ring-fade';
import styles from './sadya.module.css';

/** How far (px) a press must travel before it counts as a drag rather than a tap. */
const DRAG_THRESHOLD_PX = 8;

export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** What the last serving earned: a plain "served" or gentle hints. It stays until the next. */
interface Feedback {
  text: string;
  tone: 'info' | 'hint';
}

type FocusTarget =
  | { kind: 'dish'; id: DishId }
  | { kind: 'zone'; id: ZoneId }
  /** The tray's tab stop: where a keyboard player starts. */
  | { kind: 'tray' }
  | null;

interface Drag {
  dish: DishId;
  pointerId: number;
  startX: number;
  startY: number;
  active: boolean;
}

/**
 * The serving screen: the leaf with a button over each place, the tray of dishes still to serve,
 * and a line that says what happened. The rules decide; this component only turns taps, drags and
 * keys into rule calls and the results into words.
 */
export function PlayView({
  locale,
  variant,
  feast,
  startedByKeyboard = true,
  onFinished,
}: {
  locale: Locale;
  variant: VariantId;
  feast: FeastId;
  /** Whether Start was pressed with a key: only then does the first focus scroll the page. */
  startedByKeyboard?: boolean;
  /** With the time (ms since the start) each dish was served, and when the last one was. */
  onFinished: (state: SadyaState, elapsedMs: number, servedAtMs: readonly number[]) => void;
}) {
  const t = useTranslation(messages, locale);
  const ids = useId();
  const [game, setGame] = useState(() => startSadya(variant, feast));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  /** What happened to the hand (put back, nothing to serve, missed the leaf) while it is empty. */
  const [handNote, setHandNote] = useState('');
  const [trayFocus, setTrayFocus] = useState<DishId | null>(null);
  const [zoneFocus, setZoneFocus] = useState<ZoneId>(ZONE_IDS[0]);
  const [lastServed, setLastServed] = useState<DishId | null>(null);
  const [dragging, setDragging] = useState<{ dish: DishId; x: number; y: number } | null>(null);
  const [dropZone, setDropZone] = useState<ZoneId | null>(null);

  const elapsed = useRef(0);
  // Whole ms, so the record the server scores again holds exactly the times the score used.
  const servedAt = useRef<number[]>([]);
  const ringAge = useRef(0);
  const timerText = useRef<HTMLSpanElement>(null);
  const ring = useRef<SVGCircleElement>(null);
  const leaf = useRef<HTMLDivElement>(null);
  const ghost = useRef<HTMLDivElement>(null);
  const dishButtons = useRef(new Map<DishId, HTMLButtonElement>());
  const zoneButtons = useRef(new Map<ZoneId, HTMLButtonElement>());
  const pendingFocus = useRef<FocusTarget>({ kind: 'tray' });
  // Moving focus scrolls it into view, which helps a keyboard player but would yank the page
  // under a finger or a mouse; so it scrolls only when the last input was a key.
  const keyboardInput = useRef(startedByKeyboard);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  const name = useCallback((dish: DishId) => t(dishNameKey(dish)), [t]);
  const list = useMemo(
    () => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
    [locale],
  );

  // The tray in alphabetical order: the order of service is for the visitor to know.
  const tray = useMemo(
    () =>
      remainingDishes(game).sort((a, b) =>
        t(dishNameKey(a)).localeCompare(t(dishNameKey(b)), locale),
      ),
    [game, t, locale],
  );
  const total = dishesInPlay(game).length;
  const tabbableDish = trayFocus && tray.includes(trayFocus) ? trayFocus : tray[0];

  // The clock and the fading ring run on the fixed-step loop; they write to the DOM directly, so
  // the leaf is not re-rendered sixty times a second.
  useEffect(() => {
    const still = prefersReducedMotion();
    let shownSeconds = -1;
    const loop = startFixedStepLoop({
      update: (stepMs) => {
        elapsed.current += stepMs;
        ringAge.current += stepMs;
      },
      render: () => {
        const seconds = Math.floor(elapsed.current / 1000);
        if (seconds !== shownSeconds && timerText.current) {
          shownSeconds = seconds;
          timerText.current.textContent = formatClock(elapsed.current);
        }
        if (ring.current) {
          const opacity = ringOpacity(ringAge.current, still);
          ring.current.setAttribute('stroke-opacity', opacity.toFixed(3));
        }
      },
    });
    return () => loop.stop();
  }, []);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const options = { preventScroll: !keyboardInput.current };
    if (target.kind === 'zone') {
      zoneButtons.current.get(target.id)?.focus(options);
      return;
    }
    const dish = target.kind === 'dish' ? target.id : tabbableDish;
    if (dish) dishButtons.current.get(dish)?.focus(options);
  });

  const portions = useMemo(() => {
    const served = new Map<DishId, Serving>(game.servings.map((s) => [s.dish, s]));
    const placements = dishesInPlay(game).map((dish) => {
      const serving = served.get(dish);
      return { dish, zone: serving ? restingZone(variant, serving) : zoneOf(variant, dish) };
    });
    const spots = layoutPortions(placements);
    return game.servings.flatMap((s) => spots.get(s.dish) ?? []);
  }, [game, variant]);

  const servedIn = useMemo(() => {
    const byZone = new Map<ZoneId, DishId[]>();
    for (const spot of portions)
      byZone.set(spot.zone, [...(byZone.get(spot.zone) ?? []), spot.dish]);
    return byZone;
  }, [portions]);

  const whereFor = (dish: DishId, zone: ZoneId) =>
    DISHES[dish].kind === 'course' && zone === 'rice'
      ? t('sadya.where.onRice')
      : t(zoneWhereKey(zone));

  /** Words for a serving: what happened, and a gentle hint for each mistake. */
  function describe(state: SadyaState, serving: Serving): Feedback {
    const dish = name(serving.dish);
    const parts: string[] = [];
    if (serving.correctPlace) {
      parts.push(t('sadya.announce.served', { dish, where: whereFor(serving.dish, serving.zone) }));
    }
    for (const hint of hintsFor(state, serving)) {
      if (hint.kind === 'place') {
        parts.push(
          t('sadya.hint.place', {
            dish,
            where: whereFor(hint.dish, hint.zone),
            why: t(dishWhyKey(hint.dish)),
          }),
        );
      } else {
        parts.push(t('sadya.hint.order', { dish, waiting: list.format(hint.waiting.map(name)) }));
        // The reason for the dish's turn, unless the place hint has just given its reason.
        if (serving.correctPlace) parts.push(t(courseWhyKey(variant, hint.course)));
      }
    }
    const mistaken = !serving.correctPlace || !serving.inOrder;
    return { text: parts.join(' '), tone: mistaken ? 'hint' : 'info' };
  }

  function pick(dish: DishId) {
    setGame((current) => pickUp(current, dish));
    setTrayFocus(dish);
    setHandNote('');
    pendingFocus.current = { kind: 'zone', id: zoneFocus };
  }

  function release() {
    const dish = game.held;
    if (!dish) return;
    setGame(putBack(game));
    setHandNote(t('sadya.announce.putBack', { dish: name(dish) }));
    pendingFocus.current = { kind: 'dish', id: dish };
  }

  function serveAt(dish: DishId, zone: ZoneId) {
    const result = serveDish(game, dish, zone);
    if (!result) return;
    setGame(result.state);
    setFeedback(describe(result.state, result.serving));
    setHandNote('');
    setLastServed(dish);
    ringAge.current = 0;
    const at = Math.round(elapsed.current);
    servedAt.current = [...servedAt.current, at];
    if (isFinished(result.state)) {
      onFinished(result.state, at, servedAt.current);
      return;
    }
    // Back to the tray, on the dish that now sits where the served one was.
    const index = tray.indexOf(dish);
    const rest = tray.filter((d) => d !== dish);
    const next = rest[Math.min(Math.max(index, 0), rest.length - 1)] ?? null;
    setTrayFocus(next);
    if (next) pendingFocus.current = { kind: 'dish', id: next };
  }

  function onZone(zone: ZoneId) {
    setZoneFocus(zone);
    if (!game.held) {
      setHandNote(t('sadya.announce.nothingHeld'));
      if (tabbableDish) pendingFocus.current = { kind: 'dish', id: tabbableDish };
      return;
    }
    serveAt(game.held, zone);
  }

  function onDishClick(dish: DishId) {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    if (game.held === dish) release();
    else pick(dish);
  }

  function moveFocus<T>(items: readonly T[], current: T, key: string): T | null {
    const index = Math.max(0, items.indexOf(current));
    switch (key) {
      case 'ArrowRight':
      case 'ArrowDown':
        return items[(index + 1) % items.length] ?? null;
      case 'ArrowLeft':
      case 'ArrowUp':
        return items[(index - 1 + items.length) % items.length] ?? null;
      case 'Home':
        return items[0] ?? null;
      case 'End':
        return items[items.length - 1] ?? null;
      default:
        return null;
    }
  }

  function onTrayKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && game.held) {
      event.preventDefault();
      release();
      return;
    }
    const current = (event.target as HTMLElement).dataset.dish as DishId | undefined;
    if (!current) return;
    let next = moveFocus(tray, current, event.key);
    // Typing a letter jumps to the next dish whose name starts with it.
    if (!next && event.key.length === 1 && /\p{L}/u.test(event.key)) {
      const letter = event.key.toLocaleLowerCase(locale);
      const start = tray.indexOf(current);
      const order = [...tray.slice(start + 1), ...tray.slice(0, start + 1)];
      next = order.find((d) => name(d).toLocaleLowerCase(locale).startsWith(letter)) ?? null;
    }
    if (!next) return;
    event.preventDefault();
    setTrayFocus(next);
    dishButtons.current.get(next)?.focus();
  }

  function onZoneKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && game.held) {
      event.preventDefault();
      release();
      return;
    }
    const current = (event.target as HTMLElement).dataset.zone as ZoneId | undefined;
    if (!current) return;
    const next = moveFocus(ZONE_IDS, current, event.key);
    if (!next) return;
    event.preventDefault();
    setZoneFocus(next);
    zoneButtons.current.get(next)?.focus();
  }

  function zoneUnder(clientX: number, clientY: number): ZoneId | null {
    const box = leaf.current?.getBoundingClientRect();
    const point = box ? clientToLeaf({ x: clientX, y: clientY }, box) : null;
    return point ? zoneAt(point) : null;
  }

  function onDishPointerDown(event: PointerEvent<HTMLButtonElement>, dish: DishId) {
    swallowClick.current = false;
    if (event.button !== 0) return;
    drag.current = {
      dish,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      active: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onDishPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const { clientX: x, clientY: y } = event;
    if (!current.active) {
      if (Math.hypot(x - current.startX, y - current.startY) < DRAG_THRESHOLD_PX) return;
      current.active = true;
      setGame((state) => pickUp(state, current.dish));
      setHandNote('');
      setDragging({ dish: current.dish, x, y });
    }
    if (ghost.current) ghost.current.style.transform = `translate(${x}px, ${y}px)`;
    const zone = zoneUnder(x, y);
    setDropZone((shown) => (shown === zone ? shown : zone));
  }

  function endDrag(event: PointerEvent<HTMLButtonElement>, dropped: boolean) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.active) return;
    swallowClick.current = true;
    setDragging(null);
    setDropZone(null);
    if (!dropped) return;
    const zone = zoneUnder(event.clientX, event.clientY);
    if (zone) {
      setZoneFocus(zone);
      serveAt(current.dish, zone);
    } else {
      setTrayFocus(current.dish);
      setHandNote(t('sadya.announce.missedLeaf', { dish: name(current.dish) }));
    }
  }

  const highlight = portions.find((spot) => spot.dish === lastServed) ?? null;
  const holding = game.held !== null || dragging !== null;
  const trayHelpId = `${ids}-tray-help`;

  return (
    <div
      className={styles.play}
      onKeyDownCapture={() => (keyboardInput.current = true)}
      onPointerDownCapture={() => (keyboardInput.current = false)}
    >
      <div className={styles.board}>
        <div className={styles.meters}>
          <p className={styles.meter}>
            {t('sadya.progress', { served: game.servings.length, total })}
          </p>
          <p className={styles.meter}>
            {t('sadya.timer')}{' '}
            <span ref={timerText} role="timer" className={styles.clock}>
              {formatClock(0)}
            </span>
          </p>
        </div>
        <div
          ref={leaf}
          className={`${styles.leaf} ${holding ? styles.holding : ''}`}
          role="group"
          aria-label={t('sadya.leaf.label')}
          onKeyDown={onZoneKeyDown}
        >
          <LeafDrawing
            className={styles.drawing}
            portions={portions}
            showZones
            highlight={highlight}
            ringRef={ring}
          />
          {ZONE_IDS.map((zone) => (
            <button
              key={zone}
              ref={(element) => {
                if (element) zoneButtons.current.set(zone, element);
                else zoneButtons.current.delete(zone);
              }}
              type="button"
              data-zone={zone}
              className={`${styles.zone} ${dropZone === zone ? styles.dropTarget : ''}`}
              style={zonePercentBox(zone)}
              tabIndex={zone === zoneFocus ? 0 : -1}
              aria-describedby={`${ids}-zone-${zone}`}
              onClick={() => onZone(zone)}
            >
              <span className={styles.zoneName}>{t(zoneNameKey(zone))}</span>
            </button>
          ))}
          <div className={styles.visuallyHidden}>
            {ZONE_IDS.map((zone) => {
              const here = servedIn.get(zone) ?? [];
              return (
                <span key={zone} id={`${ids}-zone-${zone}`}>
                  {here.length > 0
                    ? t('sadya.zone.contents', { dishes: list.format(here.map(name)) })
                    : t('sadya.zone.empty')}
                </span>
              );
            })}
          </div>
        </div>
        <p className={`${styles.caption} ${styles.playCaption}`}>{t('sadya.leaf.caption')}</p>
        {/* Two live regions: the hand says what was picked up, the feedback what the last
            serving earned, so picking the next dish does not wipe a hint before it is read. */}
        <div className={styles.hand}>
          <p role="status" className={styles.handText}>
            {game.held && !handNote ? (
              <>
                <strong>{t('sadya.held', { dish: name(game.held) })}</strong>{' '}
                <span className={styles.handGloss}>({t(dishGlossKey(game.held))})</span>
                <span className={styles.visuallyHidden}> {t('sadya.held.next')}</span>
              </>
            ) : (
              handNote
            )}
          </p>
          {game.held && (
            <button type="button" onClick={release}>
              {t('sadya.putBack')}
            </button>
          )}
        </div>
        <p
          role="status"
          className={`${styles.status} ${feedback?.tone === 'hint' ? styles.hint : ''}`}
        >
          {feedback?.text}
        </p>
      </div>

      <div className={styles.trayArea}>
        <p id={trayHelpId} className={styles.trayHelp}>
          {t('sadya.tray.help')}
        </p>
        <div
          role="group"
          aria-label={t('sadya.tray.label')}
          aria-describedby={trayHelpId}
          className={styles.tray}
          onKeyDown={onTrayKeyDown}
        >
          {tray.map((dish) => (
            <button
              key={dish}
              ref={(element) => {
                if (element) dishButtons.current.set(dish, element);
                else dishButtons.current.delete(dish);
              }}
              type="button"
              data-dish={dish}
              className={styles.dish}
              tabIndex={dish === tabbableDish ? 0 : -1}
              aria-pressed={game.held === dish}
              aria-labelledby={`${ids}-dish-${dish}`}
              aria-describedby={`${ids}-gloss-${dish}`}
              onClick={() => onDishClick(dish)}
              onPointerDown={(event) => onDishPointerDown(event, dish)}
              onPointerMove={onDishPointerMove}
              onPointerUp={(event) => endDrag(event, true)}
              onPointerCancel={(event) => endDrag(event, false)}
            >
              <span id={`${ids}-dish-${dish}`} className={styles.dishName}>
                {name(dish)}
              </span>
              <span id={`${ids}-gloss-${dish}`} className={styles.gloss}>
                {t(dishGlossKey(dish))}
              </span>
            </button>
          ))}
        </div>
      </div>

      {dragging && (
        <div
          ref={ghost}
          className={styles.ghost}
          style={{ transform: `translate(${dragging.x}px, ${dragging.y}px)` }}
          aria-hidden="true"
        >
          {name(dragging.dish)}
        </div>
      )}
    </div>
  );
}
