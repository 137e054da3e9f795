import { createContext, useContext, type FocusEvent, type PointerEvent } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import {
  usePrefetchOnIntent,
  type IntentHandlers,
} from '@onam/shared/react/use-prefetch-on-intent';

/** The code of the screen a link target shows, to fetch ahead; undefined for other targets. */
export type ScreenCodeFor = (to: string) => (() => Promise<unknown>) | undefined;

/**
 * Given by the router, around every page (app/routes.tsx, from the route table it was built on):
 * links ask the router they navigate in what their target's screen is, instead of importing the
 * route table, which lists the very screens the links are on (docs/decisions/031). Outside a
 * router of ours (a screen's own test), nothing is prefetched.
 */
export const ScreenCodeContext = createContext<ScreenCodeFor>(() => undefined);

const targetOf = (to: LinkProps['to']) => (typeof to === 'string' ? to : (to.pathname ?? ''));

interface IntentProps {
  /** More to load on the visitor's intent, beside the screen's code (a game tile's game). */
  onIntent?: () => unknown;
}

/** The screen's code, and what the link adds, on intent; the link's own handlers still run. */
function useIntent<T extends Element>(
  to: LinkProps['to'],
  onIntent: (() => unknown) | undefined,
  own: Partial<IntentHandlers<T>>,
): IntentHandlers<T> {
  const screenCode = useContext(ScreenCodeContext)(targetOf(to));
  const intent = usePrefetchOnIntent<T>(
    screenCode || onIntent ? () => Promise.all([screenCode?.(), onIntent?.()]) : undefined,
  );
  return {
    onPointerEnter: (event: PointerEvent<T>) => {
      own.onPointerEnter?.(event);
      intent.onPointerEnter(event);
    },
    onPointerDown: (event: PointerEvent<T>) => {
      own.onPointerDown?.(event);
      intent.onPointerDown(event);
    },
    onFocus: (event: FocusEvent<T>) => {
      own.onFocus?.(event);
      intent.onFocus(event);
    },
  };
}

/**
 * A link that loads its screen's code when the visitor shows they may follow it (a mouse over
 * it, the keyboard's focus, a press: use-prefetch-on-intent.ts), not when it merely appears.
 */
export function PrefetchLink({ onIntent, ...props }: LinkProps & IntentProps) {
  return <Link {...props} {...useIntent<HTMLAnchorElement>(props.to, onIntent, props)} />;
}

export function PrefetchNavLink({ onIntent, ...props }: NavLinkProps & IntentProps) {
  return <NavLink {...props} {...useIntent<HTMLAnchorElement>(props.to, onIntent, props)} />;
}
