import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import {
  markRemoteLoaded,
  resetLoadedRemotes,
  useRemoteLoaded,
  whenRemoteLoaded,
} from '../loaded-remotes';

function Icon() {
  return <p>{useRemoteLoaded('games') ? 'the remote’s icon' : 'the host’s face'}</p>;
}

afterEach(resetLoadedRemotes);

describe('loaded remotes', () => {
  it('tells a listener once the remote has loaded, and at once after that', () => {
    const first = jest.fn();
    whenRemoteLoaded('games', first);
    markRemoteLoaded('auth');
    expect(first).not.toHaveBeenCalled();
    markRemoteLoaded('games');
    markRemoteLoaded('games');
    expect(first).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    whenRemoteLoaded('games', later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('draws the host’s part first, as the server does, and the remote’s once it has loaded', async () => {
    render(<Icon />);
    expect(screen.getByText('the host’s face')).toBeInTheDocument();
    await act(async () => markRemoteLoaded('games'));
    expect(await screen.findByText('the remote’s icon')).toBeInTheDocument();
  });

  it('starts from the host’s part even when the remote is already here, then swaps', async () => {
    markRemoteLoaded('games');
    render(<Icon />);
    expect(await screen.findByText('the remote’s icon')).toBeInTheDocument();
  });
});
