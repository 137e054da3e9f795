import { manifestFixture } from '../../manifest/__tests__/manifest-fixture';
import { sitemapPaths, sitemapXml } from '../sitemap';

describe('the sitemap', () => {
  it("lists the site's pages and every game open or opening, an added one too", () => {
    const manifest = manifestFixture((m) => {
      m.routes['/play/vallam-kali'] = {
        remote: 'games',
        module: 'vallam-kali',
        title: 'Vallam kali',
        enabled: true,
        schedule: { opensOn: 5 },
      };
      m.routes['/play/uriyadi'] = {
        remote: 'games',
        module: 'uriyadi',
        title: 'Uriyadi',
        enabled: true,
        retired: true,
      };
      const eat = m.routes['/eat'];
      if (eat) eat.enabled = false;
    });
    expect(sitemapPaths(manifest, '2026-08-18')).toEqual([
      '/',
      '/calendar',
      '/celebrate',
      '/wall',
      '/dress',
      '/game',
      '/talk',
      '/play/vallam-kali',
    ]);
  });

  it('writes each address whole and escaped, on the configured origin', () => {
    expect(sitemapXml(['/', '/play/vallam-kali'], 'https://onam.example')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://onam.example/</loc></url>\n' +
        '  <url><loc>https://onam.example/play/vallam-kali</loc></url>\n' +
        '</urlset>\n',
    );
  });
});
