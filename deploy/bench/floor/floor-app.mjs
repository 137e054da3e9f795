// The floor: the least React can cost a phone on a page drawn on the server. A heading, three
// tiles, a footer and one piece of state (a language switch), drawn in Node and adopted in the
// browser by hydrateRoot, with nothing else: no router, no data layer, no federation, no fonts
// beyond the system's. Every route's Total Blocking Time is judged against this page's, measured
// in the same run (docs/benchmark.md).
import { createElement as h, useState } from 'react';

const TILES = [
  { href: '/game', en: 'Pookalam', ml: 'പൂക്കളം' },
  { href: '/dress', en: 'Dress up', ml: 'വേഷം' },
  { href: '/eat', en: 'Sadya', ml: 'സദ്യ' },
];

export function FloorApp() {
  const [ml, setMl] = useState(false);
  return h(
    'div',
    { className: 'floor' },
    h(
      'header',
      null,
      h('h1', null, ml ? 'ഓണം ഉത്സവം' : 'Onam Utsavam'),
      h(
        'button',
        { type: 'button', onClick: () => setMl((was) => !was), 'aria-pressed': ml },
        ml ? 'English' : 'മലയാളം',
      ),
    ),
    h(
      'main',
      null,
      h(
        'ul',
        { className: 'tiles' },
        TILES.map((tile) =>
          h('li', { key: tile.href }, h('a', { href: tile.href }, ml ? tile.ml : tile.en)),
        ),
      ),
    ),
    h('footer', null, h('p', null, ml ? 'ഓണാശംസകൾ' : 'Happy Onam')),
  );
}
