import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../csp.mjs';

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
});
