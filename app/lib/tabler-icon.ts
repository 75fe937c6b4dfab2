import { jsx } from 'react/jsx-runtime';
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/*
 * Tabler's `createReactComponent`, which the server's production build gives every icon of
 * @tabler/icons-react in place of the package's own (vite.config.ts, decision 0034). It writes the
 * same markup, but an icon's paths as the svg's inner markup, made once per icon: one element for
 * the server's render instead of one per path (a book page draws ~27 icons with ~62 paths, a
 * seventh of its elements). Tabler's paths hold only `d`, `fill`, `stroke` and `opacity`, whose
 * names are the same in React and in markup.
 */

type IconType = 'outline' | 'filled';
export type IconNode = [tag: string, attributes: Record<string, string>][];

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke'> {
  size?: number | string;
  stroke?: number | string;
  title?: string;
  children?: ReactNode;
}

/** The props the icon reads itself; the others are written on the svg. */
const ICON_OWN = new Set(['color', 'size', 'stroke', 'title', 'className', 'children']);

/** Tabler's attributes of an icon of `type` (its defaultAttributes.mjs, then size, colour and stroke), in its order. */
function iconAttributes(type: IconType, props: IconProps, iconName: string): Record<string, unknown> {
  const { color = 'currentColor', size = 24, stroke = 2, className } = props;
  const name = className ? `tabler-icon tabler-icon-${iconName} ${className}` : `tabler-icon tabler-icon-${iconName}`;
  const attributes: Record<string, unknown> =
    type === 'filled'
      ? { xmlns: SVG, width: size, height: size, viewBox: VIEW_BOX, fill: color, stroke: 'none', className: name }
      : {
          xmlns: SVG,
          width: size,
          height: size,
          viewBox: VIEW_BOX,
          fill: 'none',
          stroke: color,
          strokeWidth: stroke,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          className: name,
        };
  for (const key in props) if (!ICON_OWN.has(key)) attributes[key] = props[key as keyof IconProps];
  return attributes;
}

const SVG = 'http://www.w3.org/2000/svg';
const VIEW_BOX = '0 0 24 24';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The markup React writes for the icon's child elements (their `key`s are not written). */
function innerMarkup(iconNode: IconNode): string {
  let markup = '';
  for (const [tag, attributes] of iconNode) {
    markup += `<${tag}`;
    for (const name in attributes) if (name !== 'key') markup += ` ${name}="${escapeAttribute(attributes[name]!)}"`;
    markup += `></${tag}>`;
  }
  return markup;
}

export default function createReactComponent(
  type: IconType,
  iconName: string,
  iconNamePascal: string,
  iconNode: IconNode,
) {
  let inner: { __html: string } | undefined;
  const Component = forwardRef<SVGSVGElement, IconProps>((props, ref) => {
    const attributes = iconAttributes(type, props, iconName);
    attributes.ref = ref;
    // A title or children go in as elements, as Tabler's own component writes them.
    if (props.title || props.children) {
      const paths = iconNode.map(([tag, pathAttributes]) => createElement(tag, pathAttributes));
      const title = props.title && createElement('title', { key: 'svg-title' }, props.title);
      return createElement('svg', attributes, title, ...paths, props.children);
    }
    attributes.dangerouslySetInnerHTML = inner ??= { __html: innerMarkup(iconNode) };
    return jsx('svg', attributes);
  });
  Component.displayName = iconNamePascal;
  return Component;
}
