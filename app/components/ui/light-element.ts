import type { AllHTMLAttributes, ComponentProps, CSSProperties, ElementType, ReactNode, Ref } from 'react';
import type { LightStyleProps } from './style-props';

/** What every light primitive takes: an element's attributes, its tag, and the supported style props. */
export interface LightElementProps
  extends
    Omit<AllHTMLAttributes<HTMLElement>, 'size' | 'wrap' | 'color' | 'content' | 'translate' | 'span'>,
    LightStyleProps {
  /** The HTML element to write (Mantine's `component`). */
  component?: keyof HTMLElementTagNameMap;
  ref?: Ref<HTMLElement>;
  style?: CSSProperties;
}

/** What a primitive that may be written as another component (a router Link) takes of its own. */
export interface PolymorphicOwnProps extends LightStyleProps {
  component?: ElementType;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** A primitive's own props, then those of the element or component `C` it is written as. */
export type PolymorphicProps<Own, C extends ElementType> = Own & { component?: C } & Omit<ComponentProps<C>, keyof Own>;
