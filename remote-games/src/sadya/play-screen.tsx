import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { startFixedStepLoop } from '../common/game-loop';
import { clientToLeaf, zoneAt, type ZoneId } from './leaf';
import { layoutPortions } from './layout';
import { zoneOf, type DishId, type FeastId, type VariantId } from './menu';
import { dishNameKey, sadyaScreenMessages } from './messages';
import { formatClock, PlayController, type Finished } from './play-controller';
import { ringOpacity } from './ring-fade';
import { dishesInPlay, restingZone, type SadyaState, type Serving } from './rules';
import { ServingFeedback, ServingHand } from './serving-hand';
import { revealBelowBoard, usePinnedBoardPadding } from './pinned-board';
import { ServingLeaf } from './serving-leaf';
import { ServingTray } from './serving-tray';
import { handNoteText, servingFeedback } from './play-wording';
import styles from './sadya.module.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The serving screen: the leaf with a button over each place, the tray of dishes still to serve,
 * and a line that says what happened. The rules decide and the controller (play-controller.ts)
 * keeps the play; this component only hands it DOM events, renders its snapshot and moves focus.
 */
export function PlayScreen({
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
  const t = useTranslation(sadyaScreenMessages, locale);
  const ids = useId();
  const name = useCallback((dish: DishId) => t(dishNameKey(dish)), [t]);
  const [controller] = useState(
    () => new PlayController({ variant, feast, startedByKeyboard, naming: { name, locale } }),
  );
  const play = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  const { game } = play;

  const timerText = useRef<HTMLSpanElement>(null);
  const ring = useRef<SVGCircleElement>(null);
  const leaf = useRef<HTMLDivElement>(null);
  const ghost = useRef<HTMLDivElement>(null);
  const board = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const dishButtons = useRef(new Map<DishId, HTMLButtonElement>());
  const zoneButtons = useRef(new Map<ZoneId, HTMLButtonElement>());

  const list = useMemo(() => {
    const format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    return (words: readonly string[]) => format.format(words);
  }, [locale]);

  // Another language: the tray is sorted by the new names.
  useLayoutEffect(() => controller.setNaming({ name, locale }), [controller, name, locale]);

  // The clock and the fading ring run on the fixed-step loop; they write to the DOM directly, so
  // the leaf is not re-rendered sixty times a second.
  useEffect(() => {
    const still = prefersReducedMotion();
    let shownSeconds = -1;
    const loop = startFixedStepLoop({
      update: (stepMs) => controller.advance(stepMs),
      render: () => {
        const seconds = Math.floor(controller.elapsedMs / 1000);
        if (seconds !== shownSeconds && timerText.current) {
          shownSeconds = seconds;
          timerText.current.textContent = formatClock(controller.elapsedMs);
        }
        if (ring.current) {
          const opacity = ringOpacity(controller.ringAgeMs, still);
          ring.current.setAttribute('stroke-opacity', opacity.toFixed(3));
        }
      },
    });
    return () => loop.stop();
  }, [controller]);

  useLayoutEffect(() => {
    const focus = controller.takeFocus();
    if (!focus) return;
    const { target, preventScroll } = focus;
    const button =
      target.kind === 'zone'
        ? zoneButtons.current.get(target.id)
        : dishButtons.current.get(target.id);
    button?.focus({ preventScroll });
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

  const feedback = useMemo(
    () => (play.lastServing ? servingFeedback(t, list, play.lastServing) : null),
    [t, list, play.lastServing],
  );

  usePinnedBoardPadding(board);
  // A new hint is read where it is, below the pinned board, even if the tray was scrolled past it.
  useEffect(() => {
    if (feedback?.tone === 'hint') revealBelowBoard(status.current, board.current);
  }, [feedback]);

  const finished = (result: Finished | null) => {
    if (result) onFinished(result.state, result.elapsedMs, result.servedAtMs);
  };

  const locate = (clientX: number, clientY: number): ZoneId | null => {
    const box = leaf.current?.getBoundingClientRect();
    const point = box ? clientToLeaf({ x: clientX, y: clientY }, box) : null;
    return point ? zoneAt(point) : null;
  };

  function onTrayKeyDown(event: KeyboardEvent) {
    const current = (event.target as HTMLElement).dataset.dish as DishId | undefined;
    const outcome = controller.trayKey(event.key, current);
    if (!outcome.used) return;
    event.preventDefault();
    if (outcome.focus) dishButtons.current.get(outcome.focus)?.focus();
  }

  function onZoneKeyDown(event: KeyboardEvent) {
    const current = (event.target as HTMLElement).dataset.zone as ZoneId | undefined;
    const outcome = controller.zoneKey(event.key, current);
    if (!outcome.used) return;
    event.preventDefault();
    if (outcome.focus) zoneButtons.current.get(outcome.focus)?.focus();
  }

  function onDishPointerDown(event: PointerEvent<HTMLButtonElement>, dish: DishId) {
    const { pointerId, clientX, clientY, button } = event;
    if (controller.pointerDown(dish, pointerId, clientX, clientY, button)) {
      event.currentTarget.setPointerCapture?.(pointerId);
    }
  }

  function onDishPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const { pointerId, clientX: x, clientY: y } = event;
    if (!controller.pointerMove(pointerId, x, y, locate)) return;
    if (ghost.current) ghost.current.style.transform = `translate(${x}px, ${y}px)`;
  }

  function onDishPointerEnd(event: PointerEvent<HTMLButtonElement>, dropped: boolean) {
    finished(controller.pointerEnd(event.pointerId, event.clientX, event.clientY, dropped, locate));
  }

  const highlight = portions.find((spot) => spot.dish === play.lastServed) ?? null;
  const holding = game.held !== null || play.dragging !== null;

  return (
    <div
      className={styles.play}
      onKeyDownCapture={() => controller.noteInput(true)}
      onPointerDownCapture={() => controller.noteInput(false)}
    >
      <div ref={board} className={styles.board}>
        <div className={styles.meters}>
          <p className={styles.meter}>
            {t('sadya.progress', {
              served: game.servings.length,
              total: dishesInPlay(game).length,
            })}
          </p>
          <p className={styles.meter}>
            {t('sadya.timer')}{' '}
            <span ref={timerText} role="timer" className={styles.clock}>
              {formatClock(0)}
            </span>
          </p>
        </div>
        <ServingLeaf
          t={t}
          ids={ids}
          name={name}
          list={list}
          leafRef={leaf}
          ringRef={ring}
          zoneRef={(zone, element) => {
            if (element) zoneButtons.current.set(zone, element);
            else zoneButtons.current.delete(zone);
          }}
          portions={portions}
          highlight={highlight}
          holding={holding}
          zoneFocus={play.zoneFocus}
          dropZone={play.dropZone}
          onZone={(zone) => finished(controller.chooseZone(zone))}
          onKeyDown={onZoneKeyDown}
        />
        <p className={`${styles.caption} ${styles.playCaption}`}>{t('sadya.leaf.caption')}</p>
        <ServingHand
          t={t}
          name={name}
          held={game.held}
          note={handNoteText(t, play.handNote)}
          onPutBack={() => controller.release()}
        />
      </div>
      <ServingFeedback feedback={feedback} statusRef={status} />

      <ServingTray
        t={t}
        ids={ids}
        name={name}
        tray={play.tray}
        tabbableDish={play.tabbableDish}
        held={game.held}
        dishRef={(dish, element) => {
          if (element) dishButtons.current.set(dish, element);
          else dishButtons.current.delete(dish);
        }}
        onKeyDown={onTrayKeyDown}
        onDishClick={(dish) => controller.dishClick(dish)}
        onDishPointerDown={onDishPointerDown}
        onDishPointerMove={onDishPointerMove}
        onDishPointerEnd={onDishPointerEnd}
      />

      {play.dragging && (
        <div
          ref={ghost}
          className={styles.ghost}
          style={{ transform: `translate(${play.dragging.x}px, ${play.dragging.y}px)` }}
          aria-hidden="true"
        >
          {name(play.dragging.dish)}
        </div>
      )}
    </div>
  );
}
