// One-off: draws the PNG icons that host/public/manifest.webmanifest and host/index.html name from
// host/public/icons/pookalam.svg, in Debian's Chromium. The PNGs are committed (build inputs, not
// build outputs): run this again after editing the SVG.
//
//   node deploy/scripts/make-icons.mjs
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { repoRoot } from '../hosting/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const iconsDir = path.join(repoRoot, 'host/public/icons');
const GROUND = '#1b5e20';

/**
 * `motif` is the share of the square the round pookalam spans; `ground` fills the rest (none:
 * transparent corners).
 * @type {Array<{ file: string, size: number, motif: number, ground?: string }>}
 */
const icons = [
  { file: 'icon-192.png', size: 192, motif: 1 },
  { file: 'icon-512.png', size: 512, motif: 1 },
  // Maskable: the platform crops to any shape inside the central circle of 80 % of the width, so
  // the ground bleeds to the edges and the pookalam spans 76 %.
  { file: 'maskable-512.png', size: 512, motif: 0.76, ground: GROUND },
  // iOS paints transparency black and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, motif: 0.86, ground: GROUND },
  { file: 'favicon-32.png', size: 32, motif: 1 },
];

const svg = readFileSync(path.join(iconsDir, 'pookalam.svg'));
const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, motif, ground } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const side = Math.round(size * motif);
    const inset = (size - side) / 2;
    await page.setContent(
      `<body style="margin:0;background:${ground ?? 'transparent'}">` +
        `<img src="${src}" alt="" style="display:block;width:${side}px;height:${side}px;margin:${inset}px">`,
    );
    await page.locator('img').evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
    const drawn = await page.screenshot({ omitBackground: !ground });
    await page.close();
    // The art is a few flat colours: a palette PNG (libimagequant, through sharp) keeps it
    // unchanged to the eye at about a quarter of the bytes. Phones fetch these at install and the
    // service worker keeps them (docs/decisions/018).
    const out = path.join(iconsDir, file);
    await sharp(drawn)
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(out);
    console.log(`${file}: ${size}x${size}, ${statSync(out).size} bytes`);
  }
} finally {
  await browser.close();
}
