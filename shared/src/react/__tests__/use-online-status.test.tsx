import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { useOnlineStatus } from '../use-online-status';

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

function Status() {
  return <p data-testid="status">{useOnlineStatus() ? 'online' : 'offline'}</p>;
}

afterEach(() => {
  setOnLine(true);
});

describe('useOnlineStatus', () => {
  it('follows offline and online events on the window', () => {
    setOnLine(true);
    render(<Status />);
    expect(screen.getByTestId('status')).toHaveTextContent('online');

    act(() => {
      setOnLine(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('status')).toHaveTextContent('offline');

    act(() => {
      setOnLine(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTestId('status')).toHaveTextContent('online');
  });

  it('starts offline when the browser already is', () => {
    setOnLine(false);
    render(<Status />);
    expect(screen.getByTestId('status')).toHaveTextContent('offline');
  });
});
