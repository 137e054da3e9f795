import { act, render, screen } from '@testing-library/react';
import confetti from 'canvas-confetti';
import Confetti from '../confetti';

jest.mock('canvas-confetti', () => {
  const shoot = Object.assign(
    jest.fn(async () => undefined),
    { reset: jest.fn() },
  );
  return { __esModule: true, default: { create: jest.fn(() => shoot) } };
});

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.useRealTimers();
});

describe('confetti', () => {
  it('showers on its own canvas, says "Well done!", then reports it is done', () => {
    jest.useFakeTimers();
    reducedMotion(false);
    const onDone = jest.fn();
    const { container } = render(<Confetti active onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent('Well done!');
    expect(confetti.create).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), {
      resize: true,
      useWorker: false,
    });
    expect(container.querySelector('[data-part="confetti"]')).toHaveAttribute(
      'data-state',
      'showering',
    );
    act(() => jest.advanceTimersByTime(3000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-part="confetti"]')).toHaveAttribute('data-state', 'done');
  });

  it('draws a still burst instead of moving confetti when motion is reduced', () => {
    reducedMotion(true);
    (confetti.create as jest.Mock).mockClear();
    const { container } = render(<Confetti active />);
    expect(screen.getByRole('status')).toHaveTextContent('Well done!');
    expect(confetti.create).not.toHaveBeenCalled();
    expect(container.querySelector('canvas')).toBeNull();
    expect(container.querySelector('[data-still-burst]')).toBeInTheDocument();
  });

  it('stays quiet until it is active', () => {
    reducedMotion(false);
    render(<Confetti active={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
