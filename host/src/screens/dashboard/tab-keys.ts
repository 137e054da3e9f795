/**
 * The tab to select after a key press in a horizontal tab list (WAI-ARIA tabs pattern): arrows
 * move and wrap round, Home and End jump to the ends. null: the key is not the tab list's.
 */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
