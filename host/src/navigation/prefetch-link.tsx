import { createContext, useContext } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { usePrefetchWhenVisible } from '@onam/shared/react/use-prefetch-when-visible';

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

/**
 * A link that fetches its screen's code once it is on screen and the browser is idle, unless the
 * connection is 2g, data saver is on, or the device is offline.
 */
export function PrefetchLink(props: LinkProps) {
  const screenCodeFor = useContext(ScreenCodeContext);
  const ref = usePrefetchWhenVisible<HTMLAnchorElement>(screenCodeFor(targetOf(props.to)));
  return <Link ref={ref} {...props} />;
}

export function PrefetchNavLink(props: NavLinkProps) {
  const screenCodeFor = useContext(ScreenCodeContext);
  const ref = usePrefetchWhenVisible<HTMLAnchorElement>(screenCodeFor(targetOf(props.to)));
  return <NavLink ref={ref} {...props} />;
}
