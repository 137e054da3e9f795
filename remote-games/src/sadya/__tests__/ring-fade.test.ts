import { RING_FADE_MS, ringOpacity } from '../ring-fade';

describe('ringOpacity', () => {
  it('fades the ring out over the fade time', () => {
    expect(ringOpacity(0, false)).toBe(1);
    expect(ringOpacity(RING_FADE_MS / 2, false)).toBeCloseTo(0.5);
    expect(ringOpacity(RING_FADE_MS, false)).toBe(0);
    expect(ringOpacity(RING_FADE_MS * 3, false)).toBe(0);
  });

  it('holds the ring still, and visible, with reduced motion', () => {
    for (const age of [0, RING_FADE_MS / 2, RING_FADE_MS * 10]) {
      expect(ringOpacity(age, true)).toBe(0.9);
    }
  });
});
