// The soak's requests per function (soak.mjs): each distinct where the CDN would let it through.
import { GAMES, GREETINGS, nameOf, shareIdOf, SOAK_CANARY } from './soak-data.mjs';

const MB = 1024 * 1024;

/**
 * @typedef {{ path: string, method?: string, headers?: Record<string, string>, body?: string, expect: number[] }} SoakRequest
 * @typedef {{ name: string, concurrency: number, budgetMs: number, requests: (context: { design: string, liveEtag: string }) => SoakRequest[] }} Plan
 */

/**
 * @param {{ pictures: number, ids: string[] }} options
 * @returns {Plan}
 */
export function ogPlan({ pictures, ids }) {
  return {
    name: 'ogImage',
    concurrency: 4,
    budgetMs: 180_000,
    requests: ({ design }) => {
      /** @type {SoakRequest[]} */
      const list = [];
      for (let i = 0; i < pictures; i += 1) {
        if (i % 25 === 24) {
          // A link with junk in it: a redirect to the picture's one address, nothing drawn.
          list.push({ path: `/og/card.png?name=${i}&greeting=maveli&fbclid=${i}`, expect: [301] });
        } else if (i % 4 === 3) {
          // A result: a saved play (the score's picture), or one that is not there (an invitation).
          const id = i % 8 === 7 ? shareIdOf('Missing', i) : (ids[i % ids.length] ?? '');
          const query = new URLSearchParams({ id, game: GAMES[i % 3] ?? 'dress', v: design });
          list.push({ path: `/og/result.png?${query}`, expect: [200] });
        } else {
          const query = new URLSearchParams({
            greeting: GREETINGS[i % GREETINGS.length] ?? 'maveli',
            name: nameOf(i),
            v: design,
          });
          list.push({ path: `/og/card.png?${query}`, expect: [200] });
        }
      }
      return list;
    },
  };
}

/**
 * @param {{ pages: number, ids: string[] }} options
 * @returns {Plan}
 */
export function pagesPlan({ pages, ids }) {
  const languages = [
    { 'accept-language': 'en-IN,en;q=0.9' },
    { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.8' },
    { cookie: '__session=ml' },
    { cookie: '__session=en', 'accept-language': 'ml' },
  ];
  const paths = ['/', '/game', '/dress', '/eat', '/wall', '/calendar', '/privacy'];
  return {
    name: 'pages',
    concurrency: 8,
    budgetMs: 90_000,
    requests: () => {
      /** @type {SoakRequest[]} */
      const list = [];
      for (let i = 0; i < pages; i += 1) {
        const headers = languages[i % languages.length] ?? {};
        const kind = i % 5;
        let target;
        if (kind === 0) {
          target = `/celebrate?${new URLSearchParams({ greeting: GREETINGS[i % 5] ?? 'maveli', name: nameOf(i) })}`;
        } else if (kind === 1) {
          target = `/game?result=${ids[i % ids.length] ?? ''}`;
        } else if (kind === 2) {
          // A shared link with a social network's click id: a CDN miss every time.
          target = `${paths[i % paths.length] ?? '/'}?fbclid=soak${i}`;
        } else {
          target = paths[i % paths.length] ?? '/';
        }
        list.push({ path: target, headers, expect: [200] });
      }
      return list;
    },
  };
}

/**
 * @param {{ reads: number }} options
 * @returns {Plan}
 */
export function campaignPlan({ reads }) {
  return {
    name: 'campaignJson',
    concurrency: 8,
    budgetMs: 60_000,
    requests: ({ liveEtag }) =>
      Array.from({ length: reads }, (_, i) =>
        i % 2
          ? { path: '/campaign.json', headers: { 'if-none-match': liveEtag }, expect: [304] }
          : { path: `/campaign.json?soak=${i}`, expect: [200] },
      ),
  };
}

/**
 * @param {{ reports: number }} options
 * @returns {Plan}
 */
export function cspPlan({ reports }) {
  const reportUri = (/** @type {number} */ i) =>
    JSON.stringify({
      'csp-report': {
        'document-uri': `https://onam.example/game?fbclid=${i}`,
        'blocked-uri': `https://tracker${i % 50}.example/x.js?id=${i}`,
        'effective-directive': 'script-src-elem',
        disposition: 'enforce',
        'line-number': i % 300,
      },
    });
  const reportingApi = (/** @type {number} */ i) =>
    JSON.stringify(
      Array.from({ length: 1 + (i % 12) }, (_, k) => ({
        type: 'csp-violation',
        body: {
          documentURL: `https://onam.example/dress?${k}`,
          blockedURL: 'inline',
          effectiveDirective: 'style-src-attr',
          disposition: 'enforce',
        },
      })),
    );
  return {
    name: 'cspReport',
    concurrency: 8,
    budgetMs: 60_000,
    requests: () =>
      Array.from({ length: reports }, (_, i) => {
        /** @type {SoakRequest} */
        const post = { path: '/csp-report', method: 'POST', expect: [204] };
        if (i === 1000 || i === 1001) {
          // Two near the largest body Cloud Run lets through (32 MiB), read whole by the framework
          // before the function runs: what one such request costs shows in the peak.
          return {
            ...post,
            headers: { 'content-type': 'application/csp-report' },
            body: 'a'.repeat(30 * MB),
            expect: [413],
          };
        }
        if (i % 200 === 199) {
          // A body far past what a report takes (1 MiB): refused, and nothing of it kept.
          return {
            ...post,
            headers: { 'content-type': 'application/csp-report' },
            body: 'a'.repeat(MB),
            expect: [413],
          };
        }
        if (i % 50 === 49) {
          return {
            ...post,
            headers: { 'content-type': 'application/csp-report' },
            body: '{"csp-report":',
            expect: [400],
          };
        }
        return i % 2
          ? { ...post, headers: { 'content-type': 'application/csp-report' }, body: reportUri(i) }
          : {
              ...post,
              headers: { 'content-type': 'application/reports+json' },
              body: reportingApi(i),
            };
      }),
  };
}

/**
 * Health reports as pages send them (shared/src/health/health-event.ts; sendBeacon's text/plain):
 * a visit's batches for the stable games version or its canary, and the auth remote's, healthy on
 * both sides, so the guard looks and keeps the canary; some name a version nobody runs (dropped,
 * and the live revision read again at most every 2 s), some are not reports or are too big.
 * @param {{ reports: number }} options
 * @returns {Plan}
 */
export function healthPlan({ reports }) {
  /** @param {string} remote @param {string} version @param {number} i */
  const batch = (remote, version, i) => ({
    remote,
    version,
    loads: 1 + (i % 3),
    loadFailures: 0,
    renderErrors: 0,
    playsStarted: i % 2,
    playsFinished: i % 4 === 0 ? 1 : 0,
    tileToPlayableMs: remote === 'games' ? [600 + ((i * 37) % 2400)] : [],
    ...(i % 5 === 0 && { first: true }),
  });
  /** @param {number} i */
  const report = (i) => {
    const games = i % 10 === 0 ? SOAK_CANARY.version : '0.1.0';
    const batches = [batch('games', games, i), batch('auth', '0.1.0', i)];
    if (i % 20 === 7) batches.push(batch('games', '9.9.9', i));
    return JSON.stringify({ v: 1, visit: `soak-visit-${i}`, batches });
  };
  return {
    name: 'health',
    concurrency: 8,
    budgetMs: 60_000,
    requests: () =>
      Array.from({ length: reports }, (_, i) => {
        /** @type {SoakRequest} */
        const post = {
          path: '/health',
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          expect: [204],
        };
        if (i % 200 === 199) return { ...post, body: 'a'.repeat(MB), expect: [413] };
        if (i % 50 === 49) return { ...post, body: '{"v":1,"visit":', expect: [400] };
        return { ...post, body: report(i) };
      }),
  };
}
