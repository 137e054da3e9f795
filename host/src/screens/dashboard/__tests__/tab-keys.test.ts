import { tabAfterKey } from '../tab-keys';

describe('tabAfterKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from tab %i selects tab %i of three', (key, current, next) => {
    expect(tabAfterKey(key, current, 3)).toBe(next);
  });

  it('leaves other keys (Tab, Enter, the vertical arrows) to the page', () => {
    for (const key of ['Tab', 'Enter', 'ArrowDown', 'ArrowUp', 'a']) {
      expect(tabAfterKey(key, 1, 3)).toBeNull();
    }
  });

  it('does nothing with no tabs', () => {
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
