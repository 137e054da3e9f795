import { act, render } from '@testing-library/react';
import { createMemoryRouter, Link, NavigationType, Outlet, RouterProvider } from 'react-router-dom';
import { KeptScroll, scrollAfterNavigation } from '../kept-scroll';

describe('where a move between screens leaves the page', () => {
  const home = { pathname: '/' };
  const wall = { pathname: '/wall', hash: '' };

  it('stays where it is on the first render: the page the server drew, adopted', () => {
    expect(scrollAfterNavigation(null, wall, NavigationType.Pop, undefined)).toEqual({
      kind: 'stay',
    });
    expect(scrollAfterNavigation(null, wall, NavigationType.Pop, 900)).toEqual({ kind: 'stay' });
  });

  it('opens a new screen at its top', () => {
    expect(scrollAfterNavigation(home, wall, NavigationType.Push, undefined)).toEqual({
      kind: 'to',
      y: 0,
    });
    expect(scrollAfterNavigation(home, wall, NavigationType.Replace, 400)).toEqual({
      kind: 'to',
      y: 0,
    });
  });

  it('goes back to where a screen was left', () => {
    expect(scrollAfterNavigation(home, wall, NavigationType.Pop, 640)).toEqual({
      kind: 'to',
      y: 640,
    });
    // Never seen in this tab: its top.
    expect(scrollAfterNavigation(home, wall, NavigationType.Pop, undefined)).toEqual({
      kind: 'to',
      y: 0,
    });
  });

  it('goes to the element a link names', () => {
    expect(
      scrollAfterNavigation(
        home,
        { pathname: '/privacy', hash: '#storage%20kept' },
        NavigationType.Push,
        0,
      ),
    ).toEqual({ kind: 'element', id: 'storage kept' });
    expect(
      scrollAfterNavigation(home, { pathname: '/privacy', hash: '#%E0' }, NavigationType.Push, 0),
    ).toEqual({
      kind: 'element',
      id: '%E0',
    });
  });

  it('keeps the page where it is for a change on the same screen (its search or state)', () => {
    expect(scrollAfterNavigation(wall, wall, NavigationType.Replace, undefined)).toEqual({
      kind: 'stay',
    });
    expect(scrollAfterNavigation(wall, wall, NavigationType.Push, undefined)).toEqual({
      kind: 'stay',
    });
  });
});

describe('KeptScroll in the app', () => {
  let scrollY = 0;
  let frames: FrameRequestCallback[] = [];
  const scrollTo = jest.fn((_x: number, y: number) => {
    scrollY = y;
  });

  beforeEach(() => {
    scrollY = 0;
    scrollTo.mockClear();
    sessionStorage.clear();
    jest.spyOn(window, 'scrollTo').mockImplementation(scrollTo as never);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    frames = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback: FrameRequestCallback) => frames.push(callback));
  });

  afterEach(() => jest.restoreAllMocks());

  function app(initial: string) {
    const Shell = () => (
      <>
        <Link to="/wall">Wall</Link>
        <Outlet />
        <KeptScroll />
      </>
    );
    return createMemoryRouter(
      [
        {
          element: <Shell />,
          children: [
            { path: '/', element: <h1>Home</h1> },
            { path: '/celebrate', element: <h1>Card maker</h1> },
            { path: '/wall', element: <h1>Wall</h1> },
          ],
        },
      ],
      { initialEntries: [initial] },
    );
  }

  /** The visitor scrolls to `y`, and the browser draws the next frame. */
  function scrollBy(y: number) {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    for (const frame of frames.splice(0)) frame(0);
  }

  it('never moves the page it adopts, wherever the visitor has scrolled it', () => {
    scrollY = 462;
    render(<RouterProvider router={app('/celebrate')} />);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(462);
  });

  it('opens the next screen at its top and brings the visitor back to where they were', async () => {
    const router = app('/celebrate');
    render(<RouterProvider router={router} />);
    scrollBy(700);
    await act(() => router.navigate('/wall'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(120);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the positions for a reload of the tab, and says the browser places the page then', () => {
    const router = app('/celebrate');
    const { unmount } = render(<RouterProvider router={router} />);
    expect(window.history.scrollRestoration).toBe('manual');
    scrollBy(300);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    const kept = JSON.parse(sessionStorage.getItem('onam:scroll-positions') ?? '[]') as unknown;
    expect(kept).toEqual([[router.state.location.key, 300]]);
    unmount();
  });

  it('starts afresh over positions it cannot read', () => {
    sessionStorage.setItem('onam:scroll-positions', '{not json');
    expect(() => render(<RouterProvider router={app('/')} />)).not.toThrow();
  });
});
