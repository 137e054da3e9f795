import { useLayoutEffect } from 'react';
import { useViewportSize } from '@onam/shared/react/use-viewport-size';

/**
 * Publishes the visible height as `--app-height`: on phones `100vh` includes the space under the
 * browser's toolbars, so full-height layouts and game boards use this instead. Resizes arrive
 * debounced (16 ms), so dragging a window or turning a phone does not re-lay out every frame.
 */
export function ViewportHeight() {
  const { height } = useViewportSize();
  useLayoutEffect(() => {
    if (height > 0) document.documentElement.style.setProperty('--app-height', `${height}px`);
  }, [height]);
  return null;
}
