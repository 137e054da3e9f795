import { isAtMax, validateSelection } from '../selection';

describe('validateSelection', () => {
  it('accepts any selection when there are no limits', () => {
    expect(validateSelection([], {})).toEqual({ ok: true });
    expect(validateSelection(['a', 'b', 'c'], {})).toEqual({ ok: true });
  });

  it('reports too few below min, with the limit', () => {
    expect(validateSelection([], { min: 1 })).toEqual({ ok: false, problem: 'too-few', limit: 1 });
    expect(validateSelection(['a'], { min: 2, max: 3 })).toEqual({
      ok: false,
      problem: 'too-few',
      limit: 2,
    });
  });

  it('reports too many above max, with the limit', () => {
    expect(validateSelection(['a', 'b', 'c'], { max: 2 })).toEqual({
      ok: false,
      problem: 'too-many',
      limit: 2,
    });
  });

  it('accepts the limits themselves (inclusive)', () => {
    expect(validateSelection(['a'], { min: 1, max: 2 })).toEqual({ ok: true });
    expect(validateSelection(['a', 'b'], { min: 1, max: 2 })).toEqual({ ok: true });
  });

  it('counts a repeated value once', () => {
    expect(validateSelection(['a', 'a'], { min: 2 })).toEqual({
      ok: false,
      problem: 'too-few',
      limit: 2,
    });
    expect(validateSelection(['a', 'a', 'b'], { max: 2 })).toEqual({ ok: true });
  });

  it('treats max 0 as nothing allowed', () => {
    expect(validateSelection([], { max: 0 })).toEqual({ ok: true });
    expect(validateSelection(['a'], { max: 0 })).toEqual({
      ok: false,
      problem: 'too-many',
      limit: 0,
    });
  });
});

describe('isAtMax', () => {
  it('is true from max picks on, false below or without max', () => {
    expect(isAtMax(['a'], { max: 2 })).toBe(false);
    expect(isAtMax(['a', 'b'], { max: 2 })).toBe(true);
    expect(isAtMax(['a', 'b', 'c'], { max: 2 })).toBe(true);
    expect(isAtMax(['a', 'b', 'c'], {})).toBe(false);
  });
});
