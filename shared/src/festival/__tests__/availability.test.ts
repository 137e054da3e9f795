/** @jest-environment node */
import type { FestivalDay } from '../../manifest/schema';
import {
  AFTER_FESTIVAL,
  BEFORE_FESTIVAL,
  festivalPosition,
  gameRoutesToday,
  routeAvailability,
} from '../availability';

const names = [
  'Atham',
  'Chithira',
  'Chothi',
  'Vishakham',
  'Anizham',
  'Thrikketta',
  'Moolam',
  'Pooradam',
  'Uthradam',
  'Thiruvonam',
];
// Onam 2026: Vishakham (day 4) spans two dates, so day 5 is on the 21st.
const days: FestivalDay[] = names.map((name, index) => {
  const date = 16 + index + (index >= 4 ? 1 : 0);
  return {
    day: index + 1,
    name,
    nameMl: name,
    start: `2026-08-${date}`,
    ...(index === 3 ? { end: '2026-08-20' } : {}),
  };
});
const festival = { days };
const day = (n: number) => days[n - 1];

describe('festivalPosition', () => {
  it('is 0 before the festival, the day number during it, 11 after it', () => {
    expect(festivalPosition(days, '2026-01-01')).toBe(BEFORE_FESTIVAL);
    expect(festivalPosition(days, '2026-08-15')).toBe(0);
    expect(festivalPosition(days, '2026-08-16')).toBe(1);
    expect(festivalPosition(days, '2026-08-19')).toBe(4);
    expect(festivalPosition(days, '2026-08-20')).toBe(4); // Vishakham's second date
    expect(festivalPosition(days, '2026-08-21')).toBe(5);
    expect(festivalPosition(days, '2026-08-26')).toBe(10);
    expect(festivalPosition(days, '2026-08-27')).toBe(AFTER_FESTIVAL);
  });
});

describe('routeAvailability', () => {
  it('an enabled route without a schedule is open all year', () => {
    for (const today of ['2025-12-31', '2026-08-18', '2027-01-01']) {
      expect(routeAvailability({ enabled: true }, festival, today)).toEqual({ state: 'open' });
    }
    // As written in the manifest, `enabled` may be left out: it defaults to true.
    expect(routeAvailability({}, festival, '2026-08-18')).toEqual({ state: 'open' });
  });

  it('a disabled route is disabled whatever its schedule says; a missing route likewise', () => {
    expect(
      routeAvailability({ enabled: false, schedule: { opensOn: 1 } }, festival, '2026-08-18'),
    ).toEqual({ state: 'disabled' });
    expect(routeAvailability(undefined, festival, '2026-08-18')).toEqual({ state: 'disabled' });
  });

  it('before its opening day it is not open yet, with that day for the page to name', () => {
    const route = { enabled: true, schedule: { opensOn: 3 } };
    expect(routeAvailability(route, festival, '2026-08-16')).toEqual({
      state: 'not-yet',
      opensOn: 3,
      day: day(3),
    });
    expect(routeAvailability(route, festival, '2026-08-17').state).toBe('not-yet');
    expect(routeAvailability(route, festival, '2026-08-18')).toEqual({ state: 'open' });
    expect(routeAvailability(route, festival, '2026-08-26')).toEqual({ state: 'open' });
  });

  it('days before the festival count as before day 1', () => {
    expect(
      routeAvailability({ enabled: true, schedule: { opensOn: 1 } }, festival, '2026-08-15'),
    ).toEqual({ state: 'not-yet', opensOn: 1, day: day(1) });
    expect(
      routeAvailability({ enabled: true, schedule: { closesAfter: 1 } }, festival, '2026-03-01'),
    ).toEqual({ state: 'open' });
  });

  it('after its closing day it is closed; the closing day itself is still open', () => {
    const route = { enabled: true, schedule: { closesAfter: 4 } };
    expect(routeAvailability(route, festival, '2026-08-20')).toEqual({ state: 'open' });
    expect(routeAvailability(route, festival, '2026-08-21')).toEqual({
      state: 'closed',
      closedAfter: 4,
      day: day(4),
    });
  });

  it('after the festival counts as after day 10', () => {
    expect(
      routeAvailability({ enabled: true, schedule: { closesAfter: 10 } }, festival, '2026-08-26'),
    ).toEqual({ state: 'open' });
    expect(
      routeAvailability({ enabled: true, schedule: { closesAfter: 10 } }, festival, '2026-08-27'),
    ).toEqual({ state: 'closed', closedAfter: 10, day: day(10) });
    // Opened on day 10 and never closed: it stays open once the festival is over.
    expect(
      routeAvailability({ enabled: true, schedule: { opensOn: 10 } }, festival, '2026-09-30'),
    ).toEqual({ state: 'open' });
  });

  it('a window of days: not yet, open, closed', () => {
    const route = { enabled: true, schedule: { opensOn: 2, closesAfter: 3 } };
    expect(routeAvailability(route, festival, '2026-08-16').state).toBe('not-yet');
    expect(routeAvailability(route, festival, '2026-08-17').state).toBe('open');
    expect(routeAvailability(route, festival, '2026-08-18').state).toBe('open');
    expect(routeAvailability(route, festival, '2026-08-19').state).toBe('closed');
  });

  it('a day the festival does not list leaves the result without a day, not with a wrong one', () => {
    const short = { days: days.slice(0, 5) };
    expect(
      routeAvailability({ enabled: true, schedule: { opensOn: 7 } }, short, '2026-08-16'),
    ).toEqual({ state: 'not-yet', opensOn: 7 });
  });
});

describe('gameRoutesToday', () => {
  it('lists the routes the manifest has, in the product order, with their availability', () => {
    const manifest = {
      festival,
      routes: {
        '/game': { remote: 'games', module: 'pookalam', title: 'Pookalam', enabled: true },
        '/dress': { remote: 'games', module: 'dress', title: 'Dress up', enabled: false },
        '/eat': {
          remote: 'games',
          module: 'sadya',
          title: 'Sadya',
          enabled: true,
          schedule: { opensOn: 3 },
        },
      },
    };
    expect(gameRoutesToday(manifest, '2026-08-16')).toEqual([
      { path: '/dress', title: 'Dress up', availability: { state: 'disabled' } },
      {
        path: '/eat',
        title: 'Sadya',
        availability: { state: 'not-yet', opensOn: 3, day: day(3) },
      },
      { path: '/game', title: 'Pookalam', availability: { state: 'open' } },
    ]);
  });
});
