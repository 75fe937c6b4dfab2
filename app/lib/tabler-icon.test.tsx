import { IconBookmarkFilled, IconBrandTelegram, IconSearch } from '@tabler/icons-react';
import { __iconNode as bookmarkFilled } from '@tabler/icons-react/dist/esm/icons/IconBookmarkFilled.mjs';
import { __iconNode as brandTelegram } from '@tabler/icons-react/dist/esm/icons/IconBrandTelegram.mjs';
import { __iconNode as search } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createReactComponent from './tabler-icon';

// The tests run Tabler's own components (the replacement is a production build's, vite.config.ts).
const icons = [
  { Tabler: IconSearch, Light: createReactComponent('outline', 'search', 'Search', search) },
  { Tabler: IconBrandTelegram, Light: createReactComponent('outline', 'brand-telegram', 'BrandTelegram', brandTelegram) },
  { Tabler: IconBookmarkFilled, Light: createReactComponent('filled', 'bookmark-filled', 'BookmarkFilled', bookmarkFilled) },
];

const propsCases: object[] = [
  {},
  { size: 16, 'aria-hidden': true },
  { size: 18, stroke: 1.5, className: 'icon', color: 'red' },
  { style: { display: 'block' }, 'aria-label': 'Search', role: 'img' },
  { title: 'Search' },
];

describe('Tabler icons drawn as one element', () => {
  it.each(propsCases)('write the markup of Tabler’s own icons, %j', (props) => {
    for (const { Tabler, Light } of icons) {
      expect(renderToStaticMarkup(<Light {...props} />)).toBe(renderToStaticMarkup(<Tabler {...props} />));
    }
  });

  it('keeps children as Tabler does', () => {
    const { Tabler, Light } = icons[0]!;
    const child = <circle cx="1" cy="1" r="1" />;
    expect(renderToStaticMarkup(<Light>{child}</Light>)).toBe(renderToStaticMarkup(<Tabler>{child}</Tabler>));
  });
});
