/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../hosting/apps.mjs';
import { MEDIA_LAUNCH_OPTIONS, PLAYWRIGHT_DISABLED_FEATURES } from '../chromium.mjs';

// Chromium honours only the last --disable-features it is given, and Playwright passes its own
// before ours: a list of ours that left one of Playwright's out would turn that feature back on.

/** The features the installed Playwright disables, read from its bundle (chromiumSwitches). */
function playwrightDisabledFeatures(): string[] {
  const fromTest = createRequire(path.join(repoRoot, 'package.json'));
  const fromCore = createRequire(fromTest.resolve('@playwright/test/package.json'));
  const core = path.dirname(fromCore.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(core, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle);
  if (!list?.[1]) {
    throw new Error(
      "playwright-core's bundle no longer has its disabledFeatures list where this test reads it: find the list Playwright passes now and update PLAYWRIGHT_DISABLED_FEATURES in deploy/scripts/chromium.mjs",
    );
  }
  return [...list[1].matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe("the browser tests' Chromium switches", () => {
  it('repeat every feature Playwright disables, as Chromium reads only the last list', () => {
    const playwrights = playwrightDisabledFeatures();
    expect(playwrights.length).toBeGreaterThan(3);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
  });

  it('give the full browser one --disable-features, with Playwright’s and the pop-ups', () => {
    const lists = MEDIA_LAUNCH_OPTIONS.args.filter((arg) => arg.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    const features = (lists[0] ?? '').slice('--disable-features='.length).split(',');
    expect(features).toEqual(
      expect.arrayContaining([
        ...PLAYWRIGHT_DISABLED_FEATURES,
        'WebUIOmniboxPopup',
        'WebUIOmniboxAimPopup',
      ]),
    );
  });
});
