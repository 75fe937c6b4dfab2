import type { CSSProperties, InputHTMLAttributes } from 'react';
import { useFieldId } from './field-id';

export interface CompactTextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'id' | 'size' | 'style'
> {
  /** A fixed id, for markup written once for every page (the footer's); Mantine's form otherwise. */
  id?: string;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string | null;
  /** The root's style, as Mantine's `style`. */
  style?: CSSProperties;
}

/** Mantine's class names (see mantine-classes.ts). */
const CLASSES = {
  root: 'm_46b77525 mantine-InputWrapper-root mantine-TextInput-root',
  wrapper: 'm_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper',
  input: 'm_8fb7ebe7 mantine-Input-input mantine-TextInput-input',
  error: 'm_8f816625 mantine-InputWrapper-error mantine-TextInput-error',
};

const WRAPPER_STYLE = { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' };
const WRAPPER_STYLE_WITH_ERROR = { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)', ...WRAPPER_STYLE };
const ERROR_STYLE = {
  '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
};

/**
 * Mantine's TextInput of the default size without a visible label or description (the footer's
 * newsletter field, named by its heading) as plain markup styled by its stylesheet; see Text for why.
 */
export function CompactTextInput({ id: fixedId, error, style, ...input }: CompactTextInputProps) {
  const id = useFieldId(fixedId);
  const invalid = Boolean(error);
  return (
    <div className={CLASSES.root} style={style} data-size="sm" data-error={invalid || undefined}>
      <div
        className={CLASSES.wrapper}
        style={(invalid ? WRAPPER_STYLE_WITH_ERROR : WRAPPER_STYLE) as object}
        data-variant="default"
        data-size="sm"
        data-error={invalid || undefined}
      >
        <input
          className={CLASSES.input}
          data-variant="default"
          data-error={invalid || undefined}
          {...input}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          id={id}
        />
      </div>
      {invalid && (
        <p style={ERROR_STYLE as object} className={CLASSES.error} data-size="sm" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
