export { ActionIcon, type ActionIconProps } from './action-icon';
export { Anchor, type AnchorProps } from './anchor';
export { Group, type GroupProps } from './group';
export { Stack, type StackProps } from './stack';
export { Text, type TextProps } from './text';
export { Title, type TitleProps } from './title';
export { Button, type ButtonProps } from './button';
