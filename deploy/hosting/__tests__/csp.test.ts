import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FUNCTIONS_REGION as SHARED_REGION } from '@onam/shared/backend/firebase/server-documents';
import { emulatedBackend } from '../../scripts/emulators.mjs';
import { contentSecurityPolicy, FUNCTIONS_REGION } from '../csp.mjs';

const local = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../campaigns/local/campaign.json'), 'utf8'),
);

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it("allows scripts only from the site, the manifest's remotes, the tag manager and Google sign-in", () => {
    const csp = directives(contentSecurityPolicy(local));
    expect(csp['script-src']).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'https://www.googletagmanager.com',
      'https://apis.google.com',
    ]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the page talk to the remotes, Firebase, the emulators and the media upload address', () => {
    const connect = directives(contentSecurityPolicy(local))['connect-src'];
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://localhost:3001',
        'https://identitytoolkit.googleapis.com',
        'https://firestore.googleapis.com',
        'http://127.0.0.1:9099',
        'http://localhost:3000',
      ]),
    );
  });

  it('follows the manifest: a remote moved to another origin is allowed, the old one no longer', () => {
    const moved = {
      ...local,
      remotes: {
        ...local.remotes,
        games: { entry: 'https://games.example.org/0.2.0/mf-manifest.json', version: '0.2.0' },
      },
    };
    const csp = contentSecurityPolicy(moved);
    expect(csp).toContain('https://games.example.org');
    expect(csp).not.toContain('http://localhost:3001');
  });

  it('never allows inline scripts or eval', () => {
    const csp = contentSecurityPolicy(local);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it("allows the prerendered page's inline script by its hash, and no other", () => {
    const hash = "'sha256-ZxwlOPjh/7ycKuRw0+jxu2QgqGdigWduwxDhHkOsACc='";
    const csp = directives(contentSecurityPolicy(local, { scriptHashes: [hash] }));
    expect(csp['script-src']?.slice(0, 2)).toEqual(["'self'", hash]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['style-src']).not.toContain(hash);
  });

  it('allows the Firebase sign-in frame for a production manifest', () => {
    const production = {
      remotes: { games: { entry: 'https://games.example.org/1.0.0/mf-manifest.json' } },
      backend: { firebase: { authDomain: 'onam.firebaseapp.com' } },
    };
    expect(directives(contentSecurityPolicy(production))['frame-src']).toEqual([
      'https://onam.firebaseapp.com',
    ]);
  });

  it('lets a production page call the functions in their region, and App Check reach reCAPTCHA', () => {
    expect(FUNCTIONS_REGION).toBe(SHARED_REGION);
    const production = {
      remotes: { games: { entry: 'https://games.example.org/1.0.0/mf-manifest.json' } },
      backend: {
        adapter: 'firebase',
        firebase: { authDomain: 'onam.firebaseapp.com', projectId: 'onam-prod' },
        appCheck: { provider: 'recaptcha-enterprise', siteKey: '6LcExampleSiteKey' },
      },
    };
    const csp = directives(contentSecurityPolicy(production));
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://asia-south1-onam-prod.cloudfunctions.net',
        'https://content-firebaseappcheck.googleapis.com',
      ]),
    );
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(csp['frame-src']).toContain('https://www.google.com/recaptcha/');
    // Without App Check, none of reCAPTCHA is allowed.
    const plain = directives(
      contentSecurityPolicy({ ...production, backend: { adapter: 'firebase' } }),
    );
    expect(plain['script-src']).not.toContain('https://www.google.com/recaptcha/');
  });

  it('lets the emulated mode reach the Firestore and Functions emulators, and no cloud functions', () => {
    const csp = directives(
      contentSecurityPolicy({ ...local, backend: emulatedBackend(local.backend) }),
    );
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:8080',
        'http://127.0.0.1:5001',
        'http://127.0.0.1:9099',
      ]),
    );
    expect(csp['connect-src']?.some((source) => source.includes('cloudfunctions.net'))).toBe(false);
  });
});
