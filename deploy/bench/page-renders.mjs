// How many pages one instance of the pages function draws a second: the host's
// renderer (host/dist-prerender/render-page.cjs) drawing `/` and `/game` in English and Malayalam
// for the local campaign, one after another on one core, as an instance with one vCPU draws them.
// The function's own memory of recent pages is left out: every render here is a full one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRenderer, previewServerParts, SCREEN_STYLES_FILE } from '../hosting/renderer.mjs';
import { defaultCampaignFile, repoRoot } from '../hosting/apps.mjs';

const WARM_UP = 20;
const MEASURE_MS = 3000;

/**
 * @param {{ paths?: string[], locales?: Array<'en' | 'ml'>, measureMs?: number }} [options]
 * @returns {Promise<Array<{ path: string, locale: string, rendersPerSecond: number, meanMs: number, bytes: number }>>}
 */
export async function measurePageRenders({
  paths = ['/', '/game'],
  locales = ['en', 'ml'],
  measureMs = MEASURE_MS,
} = {}) {
  const renderer = loadRenderer();
  if (!renderer) throw new Error('host/dist-prerender/render-page.cjs is missing: pnpm build');
  const dist = path.join(repoRoot, 'host/dist');
  const template = readFileSync(path.join(dist, 'app.html'), 'utf8');
  const screenStyles = JSON.parse(readFileSync(path.join(dist, SCREEN_STYLES_FILE), 'utf8'));
  const manifest = JSON.parse(readFileSync(defaultCampaignFile, 'utf8'));
  const serverParts = previewServerParts();
  const results = [];
  for (const pagePath of paths) {
    for (const locale of locales) {
      const draw = async () => {
        const result = await renderer.renderDocument({
          template,
          screenStyles,
          manifest,
          path: pagePath,
          locale,
          now: Date.now(),
          serverParts,
        });
        if (!result.ok) throw new Error(`${pagePath} (${locale}) not drawn: ${result.reason}`);
        return result.page.length;
      };
      for (let i = 0; i < WARM_UP; i += 1) await draw();
      let count = 0;
      let bytes = 0;
      const start = performance.now();
      while (performance.now() - start < measureMs) {
        bytes = await draw();
        count += 1;
      }
      const elapsed = performance.now() - start;
      results.push({
        path: pagePath,
        locale,
        rendersPerSecond: (count * 1000) / elapsed,
        meanMs: elapsed / count,
        bytes,
      });
    }
  }
  return results;
}
