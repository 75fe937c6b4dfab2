import {
  ActionIcon as MantineActionIcon,
  Anchor as MantineAnchor,
  Badge as MantineBadge,
  Button as MantineButton,
  Container as MantineContainer,
  Divider as MantineDivider,
  Group as MantineGroup,
  Paper as MantinePaper,
  Stack as MantineStack,
  Text as MantineText,
  Title as MantineTitle,
  UnstyledButton as MantineUnstyledButton,
} from '@mantine/core';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActionIcon } from './action-icon';
import { Anchor } from './anchor';
import { Badge } from './badge';
import { Button } from './button';
import { Container } from './container';
import { Divider } from './divider';
import { Group } from './group';
import { inMantine } from './mantine-markup.test-support';
import { Paper } from './paper';
import { Stack } from './stack';
import { Text } from './text';
import { Title } from './title';
import { UnstyledButton } from './unstyled-button';

/** A root element's tag and attributes, with classes and style declarations as sorted lists. */
function rootOf(markup: string) {
  const [, tag, attributes] = /^<([a-z0-9]+)([^>]*)>/.exec(markup) ?? [];
  const parsed: Record<string, string | string[]> = {};
  for (const [, name, value] of attributes.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) {
    if (name === 'class') parsed.class = value.split(' ').sort();
    else if (name === 'style') parsed.style = value.split(';').sort();
    else parsed[name] = value;
  }
  return { tag, attributes: parsed, inner: markup.slice(markup.indexOf('>') + 1) };
}

// Mantine's own component and the light one, given the same props, must write the same element.
function expectSameMarkup<P extends object>(Mantine: ComponentType<P>, Light: ComponentType<P>, props: P) {
  const mantine = rootOf(inMantine(<Mantine {...props}>words</Mantine>));
  const light = rootOf(inMantine(<Light {...props}>words</Light>));
  // Mantine's Button also writes its `justify` prop out as an attribute, which HTML does not have.
  delete mantine.attributes.justify;
  expect(light).toEqual(mantine);
}

const textCases: object[] = [
  {},
  { size: 'sm', c: 'dimmed' },
  { size: 'xs', fw: 600, ta: 'center' },
  { size: 'lg', c: 'red', tt: 'uppercase', fs: 'italic' },
  { size: 14 },
  { span: true, c: 'teal' },
  { component: 'time', dateTime: '2026-11-27' },
  { lineClamp: 2, size: 'sm' },
  { truncate: true },
  { truncate: 'start' },
  { ff: 'monospace', lh: 1.7, maw: 560, mb: 'md', mt: 4, py: 'xs' },
  { fz: 24, lts: 1, w: 24, m: 0, pb: 'sm', mx: 'auto' },
  { visibleFrom: 'sm' },
  { hiddenFrom: 'xs', className: 'extra' },
  { className: 'extra', style: { color: 'blue', marginTop: 3 }, mt: 'xl' },
  { 'aria-hidden': true, id: 'a', role: 'status', 'aria-live': 'polite' },
];

const groupCases: object[] = [
  {},
  { gap: 4, wrap: 'nowrap', justify: 'space-between', align: 'flex-start' },
  { gap: 'xs', component: 'ul', className: 'row', mb: 'md', h: '100%' },
  { gap: 0, miw: 0, py: 'xs', px: 'md', p: 'xs', mt: 'sm', c: 'dimmed', role: 'group', 'aria-label': 'x' },
  { justify: 'flex-end', visibleFrom: 'md', style: { height: 10 } },
];

const stackCases: object[] = [
  {},
  { gap: 'xs', align: 'center', component: 'section', ta: 'center' },
  { gap: 56, maw: 960, miw: 0, mx: 'auto', flex: 1, w: 24, justify: 'center' },
  { visibleFrom: 'sm', component: 'fieldset', 'aria-labelledby': 'legend', c: 'red', p: 'md' },
];

const titleCases: object[] = [
  {},
  { order: 2 },
  { order: 3, size: 'h4', id: 'heading', mb: 'md' },
  { order: 2, size: 'sm', c: 'dimmed', tt: 'uppercase' },
  { order: 1, fz: 24, className: 'serif', tabIndex: -1 },
  { order: 4, size: 18, lineClamp: 2, mt: 'xl' },
];

const buttonCases: object[] = [
  {},
  { variant: 'default' },
  { variant: 'light', size: 'xs', leftSection: <i>icon</i> },
  { variant: 'subtle', color: 'red', size: 'compact-sm' },
  { fullWidth: true, leftSection: <i>icon</i>, rightSection: <b>more</b> },
  { component: 'a', href: '/books', variant: 'outline', radius: 'xl' },
  { type: 'submit', disabled: true, className: 'wide' },
  { justify: 'space-between', mt: 'md', w: 200, radius: 8, color: 'teal', variant: 'filled' },
  { variant: 'transparent', 'aria-pressed': true, color: 'gray', size: 'lg' },
  { variant: 'subtle', color: 'gray', size: 'compact-sm', loading: false, leftSection: <i>icon</i> },
  { variant: 'light', color: 'red', size: 'compact-sm', loading: true, 'aria-pressed': true, leftSection: <i>icon</i> },
  { loading: true, disabled: true },
];

const actionIconCases: object[] = [
  {},
  { variant: 'subtle', color: 'gray', size: 'lg', 'aria-label': 'Close' },
  { variant: 'default', size: 36, radius: 'xl', disabled: true },
  { component: 'a', href: '/me', variant: 'light', hiddenFrom: 'sm', className: 'menu' },
];

const paperCases: object[] = [
  {},
  { withBorder: true, p: 'md', radius: 'md' },
  { component: 'article', p: 'lg', shadow: 'sm', className: 'card' },
  { withBorder: true, radius: 8, shadow: 'xs', mt: 'xl' },
];

const containerCases: object[] = [
  {},
  { size: 'xl', py: 'xl' },
  { size: 960, py: 'xl' },
  { size: 1545, py: 'xl', px: 'md' },
  { size: 'sm', py: 80 },
  { fluid: true, component: 'section', className: 'extra' },
];

const anchorCases: object[] = [
  {},
  { href: '/books', size: 'sm', c: 'dimmed' },
  { href: '/x', underline: 'always', fw: 600, lineClamp: 2, className: 'title' },
  { inherit: true, target: '_blank', rel: 'noreferrer', underline: 'never' },
  { component: 'button', type: 'button', size: 'xs', visibleFrom: 'md' },
];

const badgeCases: object[] = [
  {},
  { variant: 'outline', color: 'gray' },
  { size: 'xs', variant: 'light' },
  { size: 'sm', circle: true },
  { size: 'sm', circle: true, color: 'red', 'aria-hidden': true },
  { color: 'red', variant: 'light', size: 'sm' },
  { variant: 'outline', color: 'gray', size: 'lg', radius: 'sm', leftSection: <i>icon</i>, 'aria-disabled': 'true' },
  {
    component: 'a',
    href: '/genre/x',
    variant: 'light',
    size: 'lg',
    radius: 'sm',
    tt: 'none',
    fw: 500,
    rightSection: <b>12</b>,
  },
  { variant: 'filled', radius: 6, style: { opacity: 0.75 }, className: 'extra' },
];

const dividerCases: object[] = [{}, { my: 'md' }, { className: 'rule', mt: 'xl', component: 'hr' }];

const unstyledButtonCases: object[] = [
  {},
  { className: 'search', visibleFrom: 'sm', 'aria-haspopup': 'dialog' },
  { component: 'a', href: '/books', hiddenFrom: 'xs', p: 'xs' },
  { type: 'submit', disabled: true, style: { width: 10 } },
];

describe('light primitives write the markup of the Mantine components they stand in for', () => {
  it.each(textCases)('Text %j', (props) => expectSameMarkup(MantineText, Text, props));
  it.each(groupCases)('Group %j', (props) => expectSameMarkup(MantineGroup, Group, props));
  it.each(titleCases)('Title %j', (props) => expectSameMarkup(MantineTitle, Title, props));
  it.each(buttonCases)('Button %j', (props) => expectSameMarkup(MantineButton, Button, props));
  it.each(actionIconCases)('ActionIcon %j', (props) => expectSameMarkup(MantineActionIcon, ActionIcon, props));
  it.each(anchorCases)('Anchor %j', (props) => expectSameMarkup(MantineAnchor, Anchor, props));
  it.each(stackCases)('Stack %j', (props) => expectSameMarkup(MantineStack, Stack, props));
  it.each(paperCases)('Paper %j', (props) => expectSameMarkup(MantinePaper, Paper, props));
  it.each(containerCases)('Container %j', (props) => expectSameMarkup(MantineContainer, Container, props));
  it.each(badgeCases)('Badge %j', (props) => expectSameMarkup(MantineBadge, Badge, props));
  it.each(dividerCases)('Divider %j', (props) => expectSameMarkup(MantineDivider, Divider, props));
  it.each(unstyledButtonCases)('UnstyledButton %j', (props) =>
    expectSameMarkup(MantineUnstyledButton, UnstyledButton, props),
  );

  it('writes overlapping style props in the order Mantine does, which decides between them', () => {
    const styleOf = (markup: string) => /style="([^"]*)"/.exec(markup)?.[1];
    const props = { mt: 'xl', m: 0, px: 4, p: 'sm' } as const;
    expect(styleOf(inMantine(<Text {...props}>x</Text>))).toBe(
      styleOf(inMantine(<MantineText {...props}>x</MantineText>)),
    );
  });

  it('passes a ref to the element', () => {
    let element: unknown = null;
    renderToStaticMarkup(<Text ref={(node) => void (element = node)}>x</Text>);
    // Server rendering calls no refs; what matters is that the prop is accepted and not written out.
    expect(element).toBeNull();
    expect(renderToStaticMarkup(<Text ref={() => undefined}>x</Text>)).not.toContain('ref');
  });
});
