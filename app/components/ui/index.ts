// The shell's own primitives: root.tsx reaches this file, so all it exports goes into the shell's chunk
// (vite.config.ts). Primitives for pages only (Paper, LinkPagination, CompactSelect) are imported by path.
export { ActionIcon, type ActionIconProps } from './action-icon';
export { Anchor, type AnchorProps } from './anchor';
export { Group, type GroupProps } from './group';
export { Stack, type StackProps } from './stack';
export { Text, type TextProps } from './text';
export { Title, type TitleProps } from './title';
export { Button, type ButtonProps } from './button';
export { Badge, type BadgeProps } from './badge';
export { UnstyledButton, type UnstyledButtonProps } from './unstyled-button';
