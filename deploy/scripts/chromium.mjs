// Debian's Chromium, as every browser run here uses it (tests and benchmarks): never a downloaded
// browser, and no background traffic to hosts this network does not reach.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell), the same
 * Chromium build with the same engine, without the browser's own window. Every test opens a
 * context, and in the full browser each context is a window whose toolbar and tab strip are laid
 * out and painted too: the shell ran the suite on about a quarter fewer CPU-seconds (2026-12-06).
 * The benchmarks keep the full browser, as a visitor has.
 */
export const CHROMIUM_TEST_PATH =
  process.env.CHROMIUM_TEST_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The headless shell's arguments in the browser tests: the common ones, and the GPU process's work
 * (software compositing, with --disable-gpu) done on a thread of the browser process instead of a
 * process of its own. The accessibility and shell suites ran on 233 and 247 CPU-seconds with it
 * against 260 and 267 without, in 140 and 147 s against 154 and 157 (2026-12-06, alternating, one
 * machine): every CPU-second counts on CI's two cores, which the suite keeps busy throughout.
 */
export const CHROMIUM_TEST_ARGS = [...CHROMIUM_ARGS, '--in-process-gpu'];

/**
 * The features Playwright 1.65 turns off in every Chromium it launches (its chromiumSwitches).
 * Chromium reads only the last --disable-features switch on its command line, so a list of our
 * own has to repeat these (deploy/scripts/__tests__/chromium.test.ts checks it still does).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Launch options for the files that record from a microphone or camera: Chromium's fake devices,
 * which the headless shell cannot open without `--use-fake-ui-for-media-stream` (and that flag
 * grants every request, so a refused microphone could not be tested). These run in the full
 * browser, without its address bar's two pop-ups (WebUIOmniboxPopup, WebUIOmniboxAimPopup): each
 * window loads them in a renderer of their own, which kept working while the test's page was open
 * (a blank context cost 1.3 CPU-seconds with them and 0.7 without, Chromium 156).
 */
export const MEDIA_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    `--disable-features=${[
      ...PLAYWRIGHT_DISABLED_FEATURES,
      'WebUIOmniboxPopup',
      'WebUIOmniboxAimPopup',
    ].join(',')}`,
    '--use-fake-device-for-media-stream',
  ],
};
