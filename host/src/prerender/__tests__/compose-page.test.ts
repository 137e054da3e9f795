import { composePage } from '../compose-page';
import type { ShellMarker } from '../shell-marker';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Onam | Festival</title>' +
  '<meta name=description content="Onam | Festival"><meta name=theme-color content=#1b5e20>' +
  '<script defer src=/js/main.js></script><link rel=preload href=/js/454.abcd1234.js as=script>' +
  '<link rel=stylesheet href=/css/bootstrap.abcd1234.css><link rel=preload href=/campaign.json as=fetch crossorigin=anonymous>' +
  '</head><body><div id=root></div></body></html>';

const marker: ShellMarker = {
  path: '/',
  locale: 'en',
  date: '2026-08-26',
  digest: 'd62a8cd7',
  side: 'stable',
};

const compose = (overrides: Partial<Parameters<typeof composePage>[0]> = {}) =>
  composePage({
    template: TEMPLATE,
    html: '<h1>Onam Utsavam</h1>',
    marker,
    title: 'Onam Utsavam | Kerala Vision',
    themeColor: '#7a1f1f',
    script: 'window.ran=1',
    ...overrides,
  });

describe('composePage', () => {
  it('puts the prerendered body in the root, busy until the app takes it over, and the marker and script first in the head', () => {
    const page = compose();
    expect(page).toContain('<div id=root aria-busy="true"><h1>Onam Utsavam</h1></div>');
    expect(page).toContain(
      '<meta charset=utf-8><meta name="onam-prerendered" content="/ en 2026-08-26 d62a8cd7"><script>window.ran=1</script><title>',
    );
  });

  it("writes the brand's title, description and theme colour", () => {
    const page = compose();
    expect(page).toContain('<title>Onam Utsavam | Kerala Vision</title>');
    expect(page).toContain('<meta name="description" content="Onam Utsavam | Kerala Vision">');
    expect(page).toContain('<meta name="theme-color" content="#7a1f1f">');
    expect(page).not.toContain('Onam | Festival');
  });

  it('escapes what the manifest says', () => {
    const page = compose({ title: 'Onam <b>"Fest"</b> & co | Kerala Vision' });
    expect(page).toContain(
      '<title>Onam &#60;b&#62;&#34;Fest&#34;&#60;/b&#62; &#38; co | Kerala Vision</title>',
    );
  });

  it('drops the script preloads and keeps the stylesheets, the manifest preload and main.js', () => {
    const page = compose();
    expect(page).not.toContain('as=script');
    expect(page).toContain('<link rel=stylesheet href=/css/bootstrap.abcd1234.css>');
    expect(page).toContain('<link rel=preload href=/campaign.json as=fetch crossorigin=anonymous>');
    expect(page).toContain('<script defer src=/js/main.js></script>');
  });

  it('keeps a body with $ signs as written', () => {
    expect(compose({ html: '<p>$& $1 $$</p>' })).toContain(
      '<div id=root aria-busy="true"><p>$& $1 $$</p></div>',
    );
  });

  it('carries the checked manifest at the end of the body as data, where no text of it can end the element', () => {
    const manifest = { brand: { product: 'Onam </script><script>alert(1)</script> <!-- x' } };
    const page = compose({ manifest });
    const [, text] =
      /<script type="application\/json" id="onam-campaign">(.*)<\/script><\/body>/.exec(page) ?? [];
    expect(text).toBeDefined();
    expect(text).not.toContain('<');
    expect(JSON.parse(text ?? '')).toEqual(manifest);
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(3);
    expect(JSON.parse(doc.getElementById('onam-campaign')?.textContent ?? '')).toEqual(manifest);
  });

  it("carries the wall's first page after the manifest as data, where a card's name cannot end the element", () => {
    const wallPage = {
      cards: [{ id: 'w1', name: 'Anu </script><img src=x onerror=alert(1)>', greeting: 'maveli' }],
      next: null,
    };
    const page = compose({ manifest: { brand: {} }, wallPage });
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(JSON.parse(doc.getElementById('onam-prerendered-wall')?.textContent ?? '')).toEqual(
      wallPage,
    );
    expect(page).toMatch(
      /id="onam-campaign">.*<\/script><script type="application\/json" id="onam-prerendered-wall">/,
    );
  });

  it('carries no manifest when given none', () => {
    expect(compose()).not.toContain('application/json');
  });

  it('refuses a template without an empty root', () => {
    expect(() => compose({ template: '<html><body><div id=app></div></body></html>' })).toThrow(
      /no empty root/,
    );
  });
});
