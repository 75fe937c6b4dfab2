import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mantineTheme } from '../../lib/mantine-theme';

/** The static markup of `node` under the app's Mantine theme (no CSS variables or global classes written). */
export function inMantine(node: ReactNode): string {
  return renderToStaticMarkup(
    <MantineProvider theme={mantineTheme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );
}

/** Markup with each tag's attributes, classes and style declarations in a fixed order, to compare two renders. */
export function normalizedMarkup(markup: string): string {
  return markup.replace(
    /<([a-z]+)((?:\s[a-zA-Z-]+="[^"]*")*)(\s*\/?)>/g,
    (_tag, name: string, attributes: string, end) => {
      const sorted = [...attributes.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)]
        .map(([, attribute, value]) => {
          if (attribute === 'class') return `class="${value!.split(' ').sort().join(' ')}"`;
          if (attribute === 'style') return `style="${value!.split(';').sort().join(';')}"`;
          return `${attribute}="${value}"`;
        })
        .sort();
      return `<${name}${sorted.map((attribute) => ` ${attribute}`).join('')}${end}>`;
    },
  );
}
