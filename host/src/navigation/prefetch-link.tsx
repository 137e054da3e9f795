import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { usePrefetchWhenVisible } from '@onam/shared/react/use-prefetch-when-visible';
import { screenLoaderFor } from '../app/routes';

const targetOf = (to: LinkProps['to']) => (typeof to === 'string' ? to : (to.pathname ?? ''));

/**
 * A link that fetches its screen's code once it is on screen and the browser is idle, unless the
 * connection is 2g, data saver is on, or the device is offline.
 */
export function PrefetchLink(props: LinkProps) {
  const ref = usePrefetchWhenVisible<HTMLAnchorElement>(screenLoaderFor(targetOf(props.to)));
  return <Link ref={ref} {...props} />;
}

export function PrefetchNavLink(props: NavLinkProps) {
  const ref = usePrefetchWhenVisible<HTMLAnchorElement>(screenLoaderFor(targetOf(props.to)));
  return <NavLink ref={ref} {...props} />;
}
