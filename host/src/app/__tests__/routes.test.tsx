import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useSearchParams,
} from 'react-router-dom';
import type { AuthState, SessionUser } from '@onam/shared/session/auth-state';
import { buildRoutes, screenLoaderFor, screens, type ScreenDefinition } from '../routes';
import { safeReturnPath } from '../../navigation/middleware';

/** An auth state the test controls: sign in and out like a visitor would. */
function fakeAuth(initial: SessionUser | null = null) {
  let user = initial;
  const listeners = new Set<(user: SessionUser | null) => void>();
  const auth: AuthState & { set(next: SessionUser | null): void } = {
    currentUser: () => Promise.resolve(user),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      user = next;
      listeners.forEach((listener) => listener(next));
    },
  };
  return auth;
}

const anu: SessionUser = { uid: 'u1', displayName: 'Anu', email: 'anu@example.com' };

/**
 * A device that remembers `remembered` as signed in, whose Auth has not confirmed anything yet:
 * `confirm` is Auth's answer arriving (reported to the listeners, as Firebase does).
 */
function unconfirmedAuth(remembered: SessionUser | null) {
  let confirmed: SessionUser | null | undefined;
  let answer!: (user: SessionUser | null) => void;
  const answered = new Promise<SessionUser | null>((resolve) => {
    answer = resolve;
  });
  const listeners = new Set<(user: SessionUser | null) => void>();
  const asked = jest.fn(() => answered);
  const auth: AuthState & { confirm(user: SessionUser | null): void; asked: jest.Mock } = {
    currentUser: asked,
    asked,
    rememberedUser: () => (confirmed !== undefined ? confirmed : remembered),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    confirm(user) {
      confirmed = user;
      answer(user);
      listeners.forEach((listener) => listener(user));
    },
  };
  return auth;
}

const screenOf = (heading: string) => () =>
  Promise.resolve({ Component: () => <h1>{heading}</h1> });

function LoginScreen() {
  const [params] = useSearchParams();
  return (
    <>
      <h1>Sign in</h1>
      <p>returns to {safeReturnPath(params.get('redirect'))}</p>
    </>
  );
}

let flakyLoad: ScreenDefinition['load'] = screenOf('Flaky');

const table: ScreenDefinition[] = [
  { path: '/', name: 'index', layout: 'default', load: screenOf('Home') },
  {
    path: '/dashboard',
    name: 'dashboard',
    layout: 'default',
    middleware: ['auth'],
    load: screenOf('My festival'),
  },
  { path: '/talk', name: 'talk', layout: 'default', middleware: ['auth'], load: screenOf('Talk') },
  {
    path: '/login',
    name: 'login',
    layout: 'auth',
    middleware: ['guest'],
    load: () => Promise.resolve({ Component: LoginScreen }),
  },
  { path: '/flaky', name: 'flaky', layout: 'default', load: () => flakyLoad() },
  { path: '/play/:game', name: 'play', layout: 'default', load: screenOf('A game') },
  {
    path: '/operator',
    name: 'operator',
    layout: 'default',
    middleware: ['operator'],
    load: screenOf('Campaign desk'),
  },
  {
    path: '/broken',
    name: 'broken',
    layout: 'default',
    middleware: ['admin'],
    load: screenOf('Never'),
  },
];

function DefaultLayout() {
  return (
    <div data-testid="default-layout">
      <Link to="/">Home</Link>
      <Outlet />
    </div>
  );
}
function AuthLayout() {
  return (
    <div data-testid="auth-layout">
      <Outlet />
    </div>
  );
}
function Shell() {
  return <Outlet />;
}

function renderAt<Auth extends AuthState = ReturnType<typeof fakeAuth>>(
  path: string,
  auth: Auth = fakeAuth() as unknown as Auth,
  isOperator?: () => Promise<boolean>,
  isPage?: (pathname: string) => boolean,
) {
  const leave = jest.fn(() => Promise.resolve());
  const holder: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const routes = buildRoutes(table, {
    auth,
    transition: { leave },
    currentLocation: () =>
      holder.router?.state.initialized ? holder.router.state.location : undefined,
    layouts: { default: DefaultLayout, auth: AuthLayout, broadcast: Shell },
    shell: Shell,
    revalidate: () => void holder.router?.revalidate(),
    isOperator,
    isPage,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  holder.router = router;
  auth.subscribe(() => void router.revalidate());
  render(<RouterProvider router={router} />);
  return { router, leave, auth };
}

describe('the route table', () => {
  it('has every route of the specification and the account-deleted page, / named index, each loaded lazily', () => {
    expect(screens.map((s) => s.path).sort()).toEqual([
      '/',
      '/account-deleted',
      '/calendar',
      '/celebrate',
      '/dashboard',
      '/dress',
      '/eat',
      '/family',
      '/family/:carpetId',
      '/game',
      '/login',
      '/operator',
      '/play/:game',
      '/privacy',
      '/talk',
      '/wall',
      '/wall/broadcast',
    ]);
    expect(screens.find((s) => s.path === '/')?.name).toBe('index');
    for (const screen of screens) expect(typeof screen.load).toBe('function');
  });

  it('puts /login in the auth layout, the studio screens’ wall in the broadcast one and the rest in the default layout', () => {
    const special: Record<string, string> = { '/login': 'auth', '/wall/broadcast': 'broadcast' };
    for (const screen of screens) {
      expect(screen.layout).toBe(special[screen.path] ?? 'default');
    }
  });

  it('guards /dashboard and /talk with auth, /login with guest and /operator with operator', () => {
    const guarded = Object.fromEntries(screens.map((s) => [s.path, s.middleware ?? []]));
    expect(guarded).toMatchObject({
      '/operator': ['operator'],
      '/dashboard': ['auth'],
      '/talk': ['auth'],
      '/login': ['guest'],
      '/': [],
      '/celebrate': [],
    });
  });

  it('finds the screen code for a link, ignoring query and hash', () => {
    expect(screenLoaderFor('/celebrate?x=1#top')).toBe(
      screens.find((s) => s.path === '/celebrate')?.load,
    );
    expect(screenLoaderFor('/nowhere')).toBeUndefined();
  });
});

describe('navigating the routes', () => {
  it('a signed-out visitor asking for a guarded page signs in first, then lands on it', async () => {
    const { router, auth } = renderAt('/talk?take=2');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('auth-layout')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Ftalk%3Ftake%3D2');
    expect(screen.getByText('returns to /talk?take=2')).toBeInTheDocument();

    // Signing in re-runs the guard of /login, which sends the visitor on to the wanted page.
    await act(async () => auth.set(anu));
    expect(await screen.findByRole('heading', { name: 'Talk' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?take=2');
  });

  it('a signed-in visitor opening /login goes to the dashboard', async () => {
    const { router } = renderAt('/login', fakeAuth(anu));
    expect(await screen.findByRole('heading', { name: 'My festival' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signing out on a guarded page sends the visitor to sign in', async () => {
    const auth = fakeAuth(anu);
    const { router } = renderAt('/dashboard', auth);
    expect(await screen.findByRole('heading', { name: 'My festival' })).toBeInTheDocument();
    await act(async () => auth.set(null));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('a visitor the device remembers sees a signed-in page before Auth has answered', async () => {
    const auth = unconfirmedAuth(anu);
    renderAt('/dashboard', auth);
    expect(await screen.findByRole('heading', { name: 'My festival' })).toBeInTheDocument();
    // Auth was asked all the same; its answer agrees, and the page stays.
    expect(auth.asked).toHaveBeenCalled();
    await act(async () => auth.confirm(anu));
    expect(screen.getByRole('heading', { name: 'My festival' })).toBeInTheDocument();
  });

  it('a remembered visitor whom Auth no longer knows is sent to sign in', async () => {
    const auth = unconfirmedAuth(anu);
    const { router } = renderAt('/dashboard', auth);
    await screen.findByRole('heading', { name: 'My festival' });
    await act(async () => auth.confirm(null));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('a remembered visitor whose Auth cannot load is told so, as anyone would be', async () => {
    sessionStorage.setItem('onam:chunk-reload-at', String(Date.now())); // no reload: show it
    const chunkError = Object.assign(new Error('Loading chunk backend failed.'), {
      name: 'ChunkLoadError',
    });
    let failed = false;
    const auth: AuthState = {
      currentUser: () => {
        failed = true;
        return Promise.reject(chunkError);
      },
      subscribe: () => () => undefined,
      // As the backend service does: nobody is taken on memory's word once Auth failed to load.
      rememberedUser: () => (failed ? null : anu),
    };
    renderAt('/dashboard', auth);
    expect(
      await screen.findByText(
        'Part of this page could not be downloaded. Check your connection and reload.',
      ),
    ).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('a device that remembers nobody waits for Auth before a signed-in page', async () => {
    const auth = unconfirmedAuth(null);
    renderAt('/dashboard', auth);
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'My festival' })).not.toBeInTheDocument();
    await act(async () => auth.confirm(anu));
    expect(await screen.findByRole('heading', { name: 'My festival' })).toBeInTheDocument();
  });

  it('/login waits for Auth even when the device remembers a visitor: a wrong guess would bounce', async () => {
    const auth = unconfirmedAuth(anu);
    renderAt('/login', auth);
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'My festival' })).not.toBeInTheDocument();
    await act(async () => auth.confirm(null));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("a route naming an unregistered middleware shows 'Unknown middleware', status 500", async () => {
    renderAt('/broken');
    expect(await screen.findByText('Unknown middleware')).toBeInTheDocument();
    expect(screen.getByText('Error code 500')).toBeInTheDocument();
    // The layout stays around the error, so the visitor can still get away.
    expect(screen.getByTestId('default-layout')).toBeInTheDocument();
  });

  it('the console asks whether the visitor is an operator, and only the console asks', async () => {
    const isOperator = jest.fn(() => Promise.resolve(true));
    const { router } = renderAt('/operator', fakeAuth(anu), isOperator);
    expect(await screen.findByRole('heading', { name: 'Campaign desk' })).toBeInTheDocument();
    expect(isOperator).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'My festival' })).toBeInTheDocument();
    expect(isOperator).toHaveBeenCalledTimes(1);
  });

  it('a signed-in visitor who is not an operator gets the 403 page, in words', async () => {
    renderAt('/operator', fakeAuth(anu), () => Promise.resolve(false));
    expect(
      await screen.findByRole('heading', { name: 'This page is for the campaign’s operators' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });

  it('a signed-out visitor asking for the console signs in first, and is not asked about the claim', async () => {
    const isOperator = jest.fn(() => Promise.resolve(true));
    renderAt('/operator', fakeAuth(null), isOperator);
    expect(await screen.findByText('returns to /operator')).toBeInTheDocument();
    expect(isOperator).not.toHaveBeenCalled();
  });

  it('an unmatched route is the 404 page with its way home', async () => {
    const user = userEvent.setup();
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('an added game the manifest does not name is the 404 page; one it names is its screen', async () => {
    const named = new Set(['/play/vallam-kali']);
    const isPage = (path: string) => !path.startsWith('/play/') || named.has(path);
    const { router } = renderAt('/play/no-such-game', fakeAuth(), undefined, isPage);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/play/vallam-kali'));
    expect(await screen.findByRole('heading', { name: 'A game' })).toBeInTheDocument();
  });

  it('plays the leave transition on navigation, not on the first load', async () => {
    const { router, leave } = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(leave).not.toHaveBeenCalled();
    await act(() => router.navigate('/login'));
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('a screen whose code fails shows the error page in the layout, and the next visit tries again', async () => {
    // A reload happened a moment ago, so the guard shows the error instead of reloading again.
    sessionStorage.setItem('onam:chunk-reload-at', String(Date.now()));
    const chunkError = Object.assign(new Error('Loading chunk screen-flaky failed.'), {
      name: 'ChunkLoadError',
    });
    flakyLoad = () => Promise.reject(chunkError);
    const { router } = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    await act(() => router.navigate('/flaky'));
    expect(
      await screen.findByText(
        'Part of this page could not be downloaded. Check your connection and reload.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('default-layout')).toBeInTheDocument();

    flakyLoad = screenOf('Flaky');
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/flaky'));
    expect(await screen.findByRole('heading', { name: 'Flaky' })).toBeInTheDocument();
    sessionStorage.clear();
  });
});
