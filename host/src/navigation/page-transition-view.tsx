import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type AnimationEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { PAGE_TRANSITION, type PageTransition as Controller } from './page-transition';
import styles from './page-transition.module.css';

export const PageTransitionContext = createContext<Controller | null>(null);

/**
 * Wraps a layout's screen. The leave animation is started by the route loaders (screen-loader.ts);
 * this view plays it, reports its end, plays the enter animation for the new screen, and moves
 * focus to the new screen so keyboard and screen-reader users start at its top.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const controller = useContext(PageTransitionContext);
  if (!controller) throw new Error('PageTransition outside PageTransitionContext');
  const phase = useSyncExternalStore(controller.subscribe, controller.phase, () => 'idle' as const);
  const location = useLocation();
  const navigation = useNavigation();
  const ref = useRef<HTMLDivElement>(null);
  const firstKey = useRef(location.key);

  useEffect(() => controller.mount(), [controller]);

  useLayoutEffect(() => {
    if (location.key === firstKey.current) return;
    controller.enter();
    ref.current?.focus({ preventScroll: true });
  }, [controller, location.key]);

  // A navigation that ended without a new location (cancelled, or a same-page revalidation)
  // must not leave the old screen invisible.
  useEffect(() => {
    if (navigation.state === 'idle' && controller.phase() === 'leave') controller.enter();
  }, [controller, navigation.state]);

  const onAnimationStart = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) controller.animationStarted();
  };
  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) controller.animationEnded();
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={styles.page}
      data-transition={PAGE_TRANSITION.name}
      data-phase={phase}
      onAnimationStart={onAnimationStart}
      onAnimationEnd={onAnimationEnd}
    >
      {children}
    </div>
  );
}
