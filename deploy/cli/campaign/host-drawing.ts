// The host's drawing as this checkout built it (pnpm build), for the package's checks to draw a
// game's page with: undefined when the host is not built, and the checks then say that one was not
// run here (the functions run it when the change goes live).
import { existsSync, readFileSync } from 'node:fs';
import { DRAWING_FILE, loadRenderer } from '../../hosting/renderer.mjs';

export function localHostDrawing():
  { source: string; parts: { drawing: string; serverPart: string } } | undefined {
  const renderer = loadRenderer();
  if (!renderer || !existsSync(DRAWING_FILE)) return undefined;
  return { source: readFileSync(DRAWING_FILE, 'utf8'), parts: renderer.DRAW_PAGE_PARTS };
}
