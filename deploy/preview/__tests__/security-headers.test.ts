/** @jest-environment node */
// The preview sends what Firebase Hosting sends (docs/decisions/004, 028): every header rule of
// firebase.json on the paths it matches, HSTS and Permissions-Policy everywhere, the CSP's
// reporting endpoint, and /csp-report answered as the cspReport function answers it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { localManifestText } from '@onam/shared/manifest/__tests__/manifest-fixture';
import {
  CSP_REPORT_MAX_BYTES as FUNCTION_MAX_BYTES,
  CSP_REPORT_TYPES as FUNCTION_TYPES,
} from '../../functions/src/csp/csp-report';
import {
  CSP_REPORT_PATH,
  FUNCTIONS_REGION,
  REPORTING_ENDPOINTS,
  standalonePagePolicy,
} from '../../hosting/csp.mjs';
import {
  PERMISSIONS_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '../../hosting/security-headers.mjs';
import {
  removeTempDirs,
  repoRoot,
  startPreviewServer,
  tempDir,
} from '../../cli/__tests__/fixtures';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_TYPES } from '../static-server.mjs';

type Rule = { source: string; headers: { key: string; value: string }[] };
type Site = {
  target: string;
  headers: Rule[];
  rewrites?: {
    source: string;
    destination?: string;
    function?: { functionId: string; region: string };
  }[];
};
const config = JSON.parse(readFileSync(path.join(repoRoot, 'deploy/firebase.json'), 'utf8')) as {
  hosting: Site[];
};
const site = (target: string) => config.hosting.find((s) => s.target === target) as Site;
const CSP = 'Content-Security-Policy';

describe('firebase.json', () => {
  it.each(['host', 'games', 'auth'])(
    'sends HSTS, Permissions-Policy and the reporting endpoint on every %s response',
    (target) => {
      const all = site(target).headers.filter((rule) => rule.source === '**');
      const sent = Object.fromEntries(
        all.flatMap((rule) => rule.headers).map((h) => [h.key, h.value]),
      );
      expect(sent).toMatchObject({
        ...SECURITY_HEADERS,
        'Reporting-Endpoints': REPORTING_ENDPOINTS,
      });
      expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
      expect(PERMISSIONS_POLICY).toMatch(
        /^microphone=\(self\), camera=\(self\), geolocation=\(\), payment=\(\), usb=\(\)/,
      );
    },
  );

  it.each(['host', 'games', 'auth'])(
    "gives %s's /csp-report to the cspReport function, before any other rewrite",
    (target) => {
      expect(site(target).rewrites?.[0]).toEqual({
        source: CSP_REPORT_PATH,
        function: { functionId: 'cspReport', region: FUNCTIONS_REGION },
      });
    },
  );

  it.each(['games', 'auth'])("gives %s's standalone pages their own policy", (target) => {
    const rule = site(target).headers.find((r) => r.headers.some((h) => h.key === CSP));
    expect(rule?.headers).toEqual([{ key: CSP, value: standalonePagePolicy() }]);
    for (const page of ['/', '/index.html', '/0.2.0/', '/0.2.0/index.html']) {
      expect(picomatch.isMatch(page, rule?.source ?? '', { dot: true })).toBe(true);
    }
    expect(picomatch.isMatch('/remoteEntry.js', rule?.source ?? '', { dot: true })).toBe(false);
  });

  it('names a function the functions export, which the preview answers like it', () => {
    expect(
      readFileSync(path.join(repoRoot, 'deploy/functions/src/csp/functions.ts'), 'utf8'),
    ).toContain('export const cspReport = onRequest(');
    expect(CSP_REPORT_TYPES).toEqual([...FUNCTION_TYPES]);
    expect(CSP_REPORT_MAX_BYTES).toBe(FUNCTION_MAX_BYTES);
  });
});

describe('the preview sends the headers Hosting sends', () => {
  jest.setTimeout(60_000);
  const servers: { base: string; stop: () => void }[] = [];
  const start = async (options: Record<string, string | boolean>) => {
    const server = await startPreviewServer(options);
    servers.push(server);
    return server.base;
  };
  let host = '';
  let games = '';

  beforeAll(async () => {
    const hostRoot = tempDir('host-dist-');
    mkdirSync(path.join(hostRoot, 'js'));
    writeFileSync(path.join(hostRoot, 'app.html'), '<!doctype html><title>Onam</title>');
    writeFileSync(path.join(hostRoot, 'js/main.js'), 'main()');
    writeFileSync(path.join(hostRoot, 'js/12.abcdef12.js'), 'chunk()');
    const campaignFile = path.join(tempDir('campaign-'), 'campaign.json');
    writeFileSync(campaignFile, localManifestText());
    const gamesRoot = tempDir('games-dist-');
    const versions = tempDir('games-releases-');
    for (const dir of [gamesRoot, path.join(versions, '0.2.0')]) {
      mkdirSync(path.join(dir, 'js'), { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>games</title>');
      writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
      writeFileSync(path.join(dir, 'js/12.abcdef12.js'), 'chunk()');
    }
    host = await start({ target: 'host', root: hostRoot, spa: true, campaignFile });
    games = await start({ target: 'games', root: gamesRoot, versionsRoot: versions });
  });

  afterAll(() => {
    for (const server of servers) server.stop();
    removeTempDirs();
  });

  /** Every header firebase.json's rules give this path, as Hosting applies them. */
  const expected = (target: string, pathname: string) =>
    site(target)
      .headers.filter((rule) => picomatch.isMatch(pathname, rule.source, { dot: true }))
      .flatMap((rule) => rule.headers);

  it.each([
    ['host', '/', '/'],
    ['host', '/game', '/index.html'],
    ['host', '/js/main.js', '/js/main.js'],
    ['host', '/js/12.abcdef12.js', '/js/12.abcdef12.js'],
    ['games', '/', '/'],
    ['games', '/mf-manifest.json', '/mf-manifest.json'],
    ['games', '/0.2.0/', '/0.2.0/'],
    ['games', '/0.2.0/js/12.abcdef12.js', '/0.2.0/js/12.abcdef12.js'],
  ])('%s %s', async (target, pathname, asHosting) => {
    const response = await fetch(`${target === 'host' ? host : games}${pathname}`);
    expect(response.status).toBe(200);
    const want = expected(target, asHosting);
    expect(want.length).toBeGreaterThan(0);
    for (const { key, value } of want) {
      if (target === 'host' && key === CSP) {
        // Computed from the manifest the preview serves, as write-csp computes it for a deploy.
        expect(response.headers.get(CSP)).toContain('report-uri /csp-report; report-to csp');
      } else {
        expect([key, response.headers.get(key)]).toEqual([key, value]);
      }
    }
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('reporting-endpoints')).toBe(REPORTING_ENDPOINTS);
  });

  it("sends the remotes' standalone page policy on their pages, and no policy on their scripts", async () => {
    expect((await fetch(`${games}/`)).headers.get(CSP)).toBe(standalonePagePolicy());
    expect((await fetch(`${games}/0.2.0/js/12.abcdef12.js`)).headers.get(CSP)).toBeNull();
  });

  const report = (base: string, type: string, body: string, method = 'POST') =>
    fetch(`${base}${CSP_REPORT_PATH}`, {
      method,
      headers: { 'Content-Type': type },
      ...(method === 'POST' ? { body } : {}),
    });

  it.each([
    [
      'host',
      'application/csp-report',
      JSON.stringify({ 'csp-report': { 'blocked-uri': 'inline' } }),
    ],
    ['host', 'application/reports+json', JSON.stringify([{ type: 'csp-violation', body: {} }])],
    ['games', 'application/csp-report', JSON.stringify({ 'csp-report': {} })],
  ])('answers a %s report of type %s with 204', async (target, type, body) => {
    const response = await report(target === 'host' ? host : games, type, body);
    expect(response.status).toBe(204);
  });

  it('refuses at /csp-report what the function refuses, and keeps serving', async () => {
    expect((await report(host, 'application/csp-report', '', 'GET')).status).toBe(405);
    expect((await report(host, 'text/plain', '{}')).status).toBe(415);
    expect((await report(host, 'application/csp-report', '{ not json')).status).toBe(400);
    expect(
      (await report(host, 'application/csp-report', 'x'.repeat(CSP_REPORT_MAX_BYTES + 1))).status,
    ).toBe(413);
    expect((await fetch(`${host}/js/main.js`)).status).toBe(200);
  });
});
