import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { usePrefetchOnIntent } from '../use-prefetch-on-intent';

function setConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(window.navigator, 'connection', {
    configurable: true,
    value: connection,
  });
}

function Target({ prefetch }: { prefetch: () => unknown }) {
  const intent = usePrefetchOnIntent<HTMLAnchorElement>(prefetch);
  return (
    <a href="/game" {...intent}>
      Pookalam
    </a>
  );
}

afterEach(() => setConnection(undefined));

describe('usePrefetchOnIntent', () => {
  it('fetches nothing while the link is only on screen', () => {
    const prefetch = jest.fn();
    render(<Target prefetch={prefetch} />);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('fetches once when a mouse points at the link, however often it does', () => {
    const prefetch = jest.fn(async () => undefined);
    render(<Target prefetch={prefetch} />);
    const link = screen.getByRole('link', { name: 'Pookalam' });
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    fireEvent.pointerDown(link, { pointerType: 'mouse' });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('fetches when the keyboard focuses the link', () => {
    const prefetch = jest.fn();
    render(<Target prefetch={prefetch} />);
    fireEvent.focus(screen.getByRole('link', { name: 'Pookalam' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('waits for the press on a touch screen, whose pointerenter comes with it', () => {
    const prefetch = jest.fn();
    render(<Target prefetch={prefetch} />);
    const link = screen.getByRole('link', { name: 'Pookalam' });
    fireEvent.pointerEnter(link, { pointerType: 'touch' });
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['on a 2g connection', { effectiveType: '2g' }],
    ['in data-saver mode', { effectiveType: '4g', saveData: true }],
  ])('does not fetch for a look %s, but does for a press', (_, connection) => {
    setConnection(connection);
    const prefetch = jest.fn();
    render(<Target prefetch={prefetch} />);
    const link = screen.getByRole('link', { name: 'Pookalam' });
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    fireEvent.focus(link);
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerDown(link, { pointerType: 'mouse' });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed fetch quiet: the navigation loads on its own', async () => {
    const prefetch = jest.fn(() => Promise.reject(new Error('offline')));
    render(<Target prefetch={prefetch} />);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Pookalam' }));
    await Promise.resolve();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
