import { render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { signedOutAuthState } from '@onam/shared/session/auth-state';
import { ScreenCodeContext } from '../../navigation/prefetch-link';
import { buildRoutes, type ScreenDefinition } from '../routes';

const homeCode = () => Promise.resolve({ Component: () => <h1>Home</h1> });
const talkCode = () => Promise.resolve({ Component: () => <h1>Talk</h1> });

const table: ScreenDefinition[] = [
  { path: '/', name: 'index', layout: 'default', load: homeCode },
  { path: '/talk', name: 'talk', layout: 'default', load: talkCode },
];

/** What a link on the page learns from the router: which targets have screen code to fetch. */
const asked = new Map<string, unknown>();
function Shell() {
  const screenCodeFor = useContext(ScreenCodeContext);
  for (const to of ['/talk?take=2#top', '/', '/nowhere']) asked.set(to, screenCodeFor(to));
  return <Outlet />;
}

it('gives the links on every page the screen code of their targets, from its own table', async () => {
  const routes = buildRoutes(table, {
    auth: signedOutAuthState,
    transition: { leave: () => Promise.resolve() },
    currentLocation: () => undefined,
    layouts: { default: Outlet, auth: Outlet, broadcast: Outlet },
    shell: Shell,
  });
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(asked.get('/talk?take=2#top')).toBe(talkCode);
  expect(asked.get('/')).toBe(homeCode);
  expect(asked.get('/nowhere')).toBeUndefined();
});

it('prefetches nothing outside a router of ours', () => {
  function Probe() {
    return <p>{String(useContext(ScreenCodeContext)('/talk'))}</p>;
  }
  render(<Probe />);
  expect(screen.getByText('undefined')).toBeInTheDocument();
});
