/** @jest-environment node */
import {
  canRecord,
  clipAllowance,
  clipClock,
  clipsKept,
  formatClock,
  WARN_SECONDS_BEFORE_END,
} from '../limits';

describe('how many greetings a visitor may keep', () => {
  it('counts the takes on the page and the uploaded greetings together', () => {
    expect(clipsKept(2, 1)).toBe(3);
    expect(clipAllowance(5, clipsKept(2, 1))).toEqual({ max: 5, used: 3, left: 2, state: 'room' });
  });

  it('says plainly when one is left, and when none is', () => {
    expect(clipAllowance(5, 4)).toMatchObject({ left: 1, state: 'last' });
    expect(clipAllowance(5, 5)).toMatchObject({ left: 0, state: 'full' });
    // Greetings uploaded from another device may already pass the limit: never below zero.
    expect(clipAllowance(5, 7)).toMatchObject({ used: 7, left: 0, state: 'full' });
  });

  it('refuses a new take when full, but a re-recording replaces one and always may', () => {
    const full = clipAllowance(5, 5);
    expect(canRecord(full, false)).toBe(false);
    expect(canRecord(full, true)).toBe(true);
    expect(canRecord(clipAllowance(5, 4), false)).toBe(true);
    expect(canRecord(clipAllowance(5, 0), false)).toBe(true);
  });
});

describe('how long a take may run', () => {
  it('counts up in whole seconds and shows no warning early on', () => {
    expect(clipClock(0, 60)).toEqual({
      elapsedSeconds: 0,
      remainingSeconds: 60,
      warning: false,
      atLimit: false,
    });
    expect(clipClock(49_999, 60)).toMatchObject({
      elapsedSeconds: 49,
      remainingSeconds: 11,
      warning: false,
    });
  });

  it(`shows the time left from ${WARN_SECONDS_BEFORE_END} seconds before the limit`, () => {
    expect(clipClock(50_000, 60)).toMatchObject({ remainingSeconds: 10, warning: true });
    expect(clipClock(58_500, 60)).toMatchObject({ remainingSeconds: 2, warning: true });
    expect(clipClock(59_900, 60)).toMatchObject({ remainingSeconds: 1, warning: true });
  });

  it('reaches the limit at 60 seconds and never counts past it', () => {
    expect(clipClock(60_000, 60)).toEqual({
      elapsedSeconds: 60,
      remainingSeconds: 0,
      warning: false,
      atLimit: true,
    });
    expect(clipClock(61_234, 60)).toMatchObject({ elapsedSeconds: 60, atLimit: true });
    expect(clipClock(-5, 60)).toMatchObject({ elapsedSeconds: 0, atLimit: false });
  });

  it('follows another limit and another warning time', () => {
    expect(clipClock(25_000, 30, 5)).toMatchObject({ remainingSeconds: 5, warning: true });
    expect(clipClock(24_000, 30, 5)).toMatchObject({ warning: false });
  });

  it('writes times as mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(7)).toBe('00:07');
    expect(formatClock(60)).toBe('01:00');
    expect(formatClock(61.9)).toBe('01:01');
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});
