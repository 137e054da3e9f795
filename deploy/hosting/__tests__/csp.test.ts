import { FUNCTIONS_REGION as SHARED_REGION } from '@onam/shared/backend/firebase/server-documents';
import { emulatedBackend } from '../../scripts/emulators.mjs';
import { DEMO_BACKEND } from '@onam/shared/backend/demo-config';
import { localManifestText } from '@onam/shared/manifest/__tests__/manifest-fixture';
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  FUNCTIONS_REGION,
  REPORTING_ENDPOINTS,
  standalonePagePolicy,
} from '../csp.mjs';

const local = JSON.parse(localManifestText());

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it("allows scripts only from the site and the manifest's remotes when the backend is emulated", () => {
    const csp = directives(contentSecurityPolicy(local));
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the local page talk to the remotes, the auth emulator and the media upload address, and to no Google host', () => {
    const csp = directives(contentSecurityPolicy(local));
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://localhost:3001',
      'http://localhost:3002',
      'http://127.0.0.1:9099',
      'http://localhost:3000',
    ]);
    // No sign-in popup against the emulator: no frame at all.
    expect(csp['frame-src']).toBeUndefined();
    expect(contentSecurityPolicy(local)).not.toMatch(/google|gstatic|firebase/);
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

  /** A production manifest with everything the firebase adapter can use switched on. */
  const production = (backend: Record<string, unknown> = {}) => ({
    remotes: { games: { entry: 'https://games.example.org/1.0.0/mf-manifest.json' } },
    backend: {
      adapter: 'firebase',
      firebase: {
        authDomain: 'onam.firebaseapp.com',
        projectId: 'onam-prod',
        appId: '1:123:web:abc',
        measurementId: 'G-ONAM',
      },
      ...backend,
    },
  });

  it('allows each Google host only for the SDK that loads it in production', () => {
    const csp = directives(contentSecurityPolicy(production()));
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://games.example.org',
      // The Google sign-in popup's script; gtag.js, which Analytics loads.
      'https://apis.google.com',
      'https://www.googletagmanager.com',
    ]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://games.example.org',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://firebaseremoteconfig.googleapis.com',
      'https://firebaselogging-pa.googleapis.com',
      'https://firebase.googleapis.com',
      'https://asia-south1-onam-prod.cloudfunctions.net',
    ]);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://firebasestorage.googleapis.com']);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://games.example.org',
      'https://www.google.com/images/cleardot.gif',
    ]);
    expect(csp['frame-src']).toEqual(['https://onam.firebaseapp.com']);
  });

  it('leaves out Performance without an appId, and Analytics and its gtag.js without a measurementId', () => {
    const csp = contentSecurityPolicy(
      production({ firebase: { authDomain: 'onam.firebaseapp.com', projectId: 'onam-prod' } }),
    );
    for (const host of [
      'https://www.googletagmanager.com',
      'https://firebase.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
      'https://firebaseremoteconfig.googleapis.com',
      'https://firebaselogging-pa.googleapis.com',
    ]) {
      expect(csp).not.toContain(`${host} `);
      expect(csp).not.toContain(`${host};`);
    }
  });

  it("sends what it blocks to the site's own /csp-report, by report-to and report-uri", () => {
    for (const csp of [
      directives(contentSecurityPolicy(local)),
      directives(contentSecurityPolicy(production())),
    ]) {
      expect(csp['report-uri']).toEqual([CSP_REPORT_PATH]);
      expect(csp['report-to']).toEqual([CSP_REPORT_GROUP]);
    }
    expect(REPORTING_ENDPOINTS).toBe('csp="/csp-report"');
  });
});

describe("the remotes' standalone pages' policy", () => {
  it('allows their own code, the auth emulator their demo backend signs in against, and nothing else', () => {
    const csp = directives(standalonePagePolicy());
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", DEMO_BACKEND.emulators?.auth]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['report-uri']).toEqual(['/csp-report']);
    expect(standalonePagePolicy()).not.toContain('unsafe');
  });
});
