import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../../timing/debounce';
import { useViewportSize } from '../use-viewport-size';

function resizeTo(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

function Size({ testId = 'size' }: { testId?: string }) {
  const { width, height } = useViewportSize();
  return <p data-testid={testId}>{`${width}x${height}`}</p>;
}

/** Counts React commits of its children, i.e. how often a resize reached the screen. */
const onCommit = jest.fn();
function Commits({ children }: { children: ReactNode }) {
  return (
    <Profiler id="viewport" onRender={onCommit}>
      {children}
    </Profiler>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
  onCommit.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useViewportSize', () => {
  it('starts from the window’s inner size', () => {
    render(<Size />);
    expect(screen.getByTestId('size')).toHaveTextContent('1024x768');
  });

  it('turns a burst of resize events into one update with the last size', () => {
    render(
      <Commits>
        <Size />
      </Commits>,
    );
    const before = onCommit.mock.calls.length;
    act(() => {
      resizeTo(800, 600);
      jest.advanceTimersByTime(5);
      resizeTo(412, 915);
      jest.advanceTimersByTime(5);
      resizeTo(390, 844);
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(screen.getByTestId('size')).toHaveTextContent('1024x768');
    expect(onCommit).toHaveBeenCalledTimes(before);

    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('size')).toHaveTextContent('390x844');
    expect(onCommit).toHaveBeenCalledTimes(before + 1);
  });

  it('follows an orientation change', () => {
    render(<Size />);
    act(() => {
      Object.assign(window, { innerWidth: 844, innerHeight: 390 });
      window.dispatchEvent(new Event('orientationchange'));
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    });
    expect(screen.getByTestId('size')).toHaveTextContent('844x390');
  });

  it('shares one window listener between components and removes it with the last one', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const resizeListeners = (spy: typeof add) =>
      spy.mock.calls.filter(([type]) => type === 'resize').length;

    const { unmount } = render(
      <>
        <Size testId="a" />
        <Size testId="b" />
        <Size testId="c" />
      </>,
    );
    expect(resizeListeners(add)).toBe(1);

    act(() => {
      resizeTo(360, 640);
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    });
    expect(screen.getByTestId('c')).toHaveTextContent('360x640');

    unmount();
    expect(resizeListeners(remove)).toBe(1);
    add.mockRestore();
    remove.mockRestore();
  });

  it('picks up a resize that happened while nothing was mounted', () => {
    const { unmount } = render(<Size />);
    unmount();
    Object.assign(window, { innerWidth: 320, innerHeight: 568 });
    render(<Size />);
    expect(screen.getByTestId('size')).toHaveTextContent('320x568');
  });
});
