import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HostProvider } from '@onam/shared/react/host-context';
import type { FinishedPlay } from '@onam/shared/contracts/game';
import type { FixedStepOptions } from '../../common/game-loop';
import { messages } from '../../i18n/messages';
import { scorePlay } from '../../server-scoring';
import { correctOrder, zoneOf } from '../menu';
import { dishNameKey, zoneNameKey } from '../messages';
import SadyaGame from '../sadya-game';

// The play's clock, driven by the test: each call advances it by any amount, fractions included,
// as a phone's frames do.
const clocks: FixedStepOptions[] = [];
jest.mock('../../common/game-loop', () => ({
  ...jest.requireActual('../../common/game-loop'),
  startFixedStepLoop: (options: FixedStepOptions) => {
    clocks.push(options);
    return { stop: () => undefined };
  },
}));

const advance = (ms: number) => act(() => clocks.at(-1)?.update(ms));

beforeEach(() => localStorage.setItem('onam:tutorial:sadya', 'seen'));
afterEach(() => localStorage.clear());

describe('the sadya game’s time, as the server sees it', () => {
  it('scores the very whole-ms time it reports, so a fraction of a ms cannot part them', () => {
    const onFinish = jest.fn<undefined, [FinishedPlay]>();
    render(
      <HostProvider
        value={{
          brand: { product: 'Onam Utsavam', broadcaster: 'Kerala Vision', themeColor: '#1b5e20' },
          navigate: jest.fn(),
        }}
      >
        <SadyaGame locale="en" onFinish={onFinish} />
      </HostProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Quick feast' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));

    // 14 dishes in 182 000.4 ms: the time part is 15 × 98 000 / 196 000 = 7.5 points at exactly
    // 182 000 ms, rounded to 8, but 7.49997 (so 7) at the unrounded time. Game and server must
    // both judge 182 000.
    const order = correctOrder('common', 'quick');
    for (const [index, dish] of order.entries()) {
      advance(index === order.length - 1 ? 13_000.4 : 13_000);
      const tray = screen.getByRole('group', { name: 'Dishes to serve' });
      fireEvent.click(within(tray).getByRole('button', { name: messages.en[dishNameKey(dish)] }));
      const zone = messages.en[zoneNameKey(zoneOf('common', dish))];
      fireEvent.click(screen.getByRole('button', { name: zone }));
    }

    expect(onFinish).toHaveBeenCalledTimes(1);
    const play = onFinish.mock.calls[0]?.[0];
    expect(play).toMatchObject({ score: 93, durationMs: 182_000 });
    expect(play?.evidence?.record).toMatchObject({ elapsedMs: 182_000 });
    const servings = (play?.evidence?.record as { servings: [string, string, number][] }).servings;
    expect(servings.map(([, , atMs]) => atMs)).toEqual(order.map((_, i) => (i + 1) * 13_000));
    expect(scorePlay('sadya', play?.evidence?.record)).toEqual({ score: 93, maxScore: 100 });
    expect(screen.getByRole('heading', { name: 'Your score: 93 of 100' })).toBeInTheDocument();
  });
});
