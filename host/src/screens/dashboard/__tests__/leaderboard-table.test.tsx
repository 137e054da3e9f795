import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildLeaderboard, type BestScore } from '@onam/shared/backend/logic/leaderboard';
import type { Leaderboard } from '@onam/shared/backend/port';
import type { GameLink } from '../game-links';
import { LeaderboardTable } from '../leaderboard-table';

const SADYA: GameLink = { gameId: 'sadya', path: '/eat', title: 'Sadya', open: true };

const player = (uid: string, displayName: string, bestScore: number): BestScore => ({
  uid,
  displayName,
  district: 'thrissur',
  bestScore,
});

/** `count` players scoring 100, 99, 98, …; player n is "Player n" with uid `pn`. */
const field = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    player(`p${index + 1}`, `Player ${String(index + 1).padStart(2, '0')}`, 100 - index),
  );

function renderBoard(board: Leaderboard, link = SADYA) {
  render(
    <MemoryRouter>
      <LeaderboardTable board={board} link={link} />
    </MemoryRouter>,
  );
}

/** The body rows as [rank, player, district, best score] texts. */
function bodyRows() {
  const table = screen.getByRole('table', { name: 'Top 10: Sadya' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

const currentRows = () =>
  screen.getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');

describe('a leaderboard table', () => {
  it('has a caption and the four columns', () => {
    renderBoard(buildLeaderboard('sadya', field(2), null));
    const table = screen.getByRole('table', { name: 'Top 10: Sadya' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rank', 'Player', 'District', 'Best score']);
  });

  it('gives equal scores the same rank, marked as tied, and skips the next rank', () => {
    const board = buildLeaderboard(
      'sadya',
      [
        player('a', 'Anu', 92),
        player('b', 'Biju', 88),
        player('c', 'Chinnu', 88),
        player('d', 'Devi', 75),
      ],
      null,
    );
    renderBoard(board);
    expect(bodyRows()).toEqual([
      ['1', 'Anu', 'Thrissur', '92'],
      ['2 (tied)', 'Biju', 'Thrissur', '88'],
      ['2 (tied)', 'Chinnu', 'Thrissur', '88'],
      ['4', 'Devi', 'Thrissur', '75'],
    ]);
  });

  it('shows only the players there are when fewer than ten have played', () => {
    renderBoard(buildLeaderboard('sadya', field(3), 'p2'));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByText(/Your rank/)).not.toBeInTheDocument();
  });

  it("highlights the visitor's own row inside the top ten, and adds no separate line", () => {
    renderBoard(buildLeaderboard('sadya', field(12), 'p4'));
    expect(bodyRows()).toHaveLength(10);
    const [mine, ...others] = currentRows();
    if (!mine) throw new Error('no row is marked as the visitor');
    expect(others).toEqual([]);
    expect(within(mine).getByRole('rowheader')).toHaveTextContent('Player 04 (you)');
    expect(within(mine).getAllByRole('cell')[0]).toHaveTextContent('4');
    expect(screen.queryByText(/Your rank/)).not.toBeInTheDocument();
  });

  it('shows the visitor outside the top ten on a separate line below the table', () => {
    renderBoard(buildLeaderboard('sadya', field(40), 'p27'));
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows().at(-1)).toEqual(['10', 'Player 10', 'Thrissur', '91']);
    expect(currentRows()).toHaveLength(0);
    expect(screen.queryByText(/\(you\)/)).not.toBeInTheDocument();
    expect(screen.getByText('Your rank: 27 (best score 74)')).toBeInTheDocument();
  });

  it('says so, with a link to play, when the visitor has not played that game', () => {
    renderBoard(buildLeaderboard('sadya', field(3), 'me'));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('You have not played Sadya yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Sadya' })).toHaveAttribute('href', '/eat');
  });

  it('invites the first play on an empty board; no link while the game is closed', () => {
    renderBoard(buildLeaderboard('sadya', [], 'me'), { ...SADYA, open: false });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nobody has played Sadya yet. Be the first!')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names a player without a name or district plainly', () => {
    renderBoard({
      gameId: 'sadya',
      top: [{ displayName: '', district: null, bestScore: 50, rank: 1, own: false }],
      mine: null,
    });
    expect(bodyRows()).toEqual([['1', 'A player', 'Not given', '50']]);
  });
});
