/** @jest-environment node */
import { DRAG_THRESHOLD_PX, isDragAt, startPress } from '../drag';

describe('a press', () => {
  it('stays a tap until it travels the threshold, in any direction', () => {
    const press = startPress('jimikki', 1, 100, 100);
    expect(isDragAt(press, 100, 100)).toBe(false);
    expect(isDragAt(press, 100 + DRAG_THRESHOLD_PX - 1, 100)).toBe(false);
    expect(isDragAt(press, 100, 100 - DRAG_THRESHOLD_PX)).toBe(true);
    // 6 across and 6 down is about 8.5 px away.
    expect(isDragAt(press, 106, 106)).toBe(true);
  });

  it('stays a drag once it is one, back at its start too', () => {
    const press = { ...startPress('uppu', 1, 0, 0), dragging: true };
    expect(isDragAt(press, 0, 0)).toBe(true);
  });
});
