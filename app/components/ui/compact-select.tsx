import type { MantineSize } from '@mantine/core';
import type { ChangeEventHandler } from 'react';
import { useFieldId } from './field-id';

/** A visible label, or only an accessible name (a list's sort or page size). */
type Naming = { label: string; 'aria-label'?: never } | { 'aria-label': string; label?: never };

export type CompactSelectProps = Naming & {
  /** A fixed id, for markup written once for every page (the footer's); Mantine's form otherwise. */
  id?: string;
  size?: MantineSize;
  /** Width in pixels, as Mantine's `w`. */
  w?: number;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  data: readonly { value: string; label: string }[];
};

/** Mantine's class names (see mantine-classes.ts). */
const CLASSES = {
  root: 'm_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root',
  label: 'm_8fdc1311 mantine-InputWrapper-label mantine-NativeSelect-label',
  wrapper: 'm_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper',
  input: 'm_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input',
  section: 'm_82577fc2 mantine-Input-section mantine-NativeSelect-section',
  chevron: 'm_2943220b mantine-ComboboxChevron-chevron',
};

/** Mantine's combobox chevron, drawn as its ComboboxChevron does. */
const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/**
 * Mantine's NativeSelect without a description or error (a list's sort or page size, the footer's
 * language) as plain markup styled by its stylesheet; see Text for why.
 */
export function CompactSelect({
  id: fixedId,
  size = 'sm',
  w,
  label,
  value,
  onChange,
  data,
  ...aria
}: CompactSelectProps) {
  const id = useFieldId(fixedId);
  return (
    <div
      className={CLASSES.root}
      data-size={size}
      style={w === undefined ? undefined : { width: `calc(${w / 16}rem * var(--mantine-scale))` }}
    >
      {label !== undefined && (
        <label
          style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as object}
          className={CLASSES.label}
          data-size={size}
          htmlFor={id}
          id={`${id}-label`}
        >
          {label}
        </label>
      )}
      <div
        className={CLASSES.wrapper}
        style={
          {
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': `var(--mantine-font-size-${size})`,
            '--input-right-section-pointer-events': 'none',
          } as object
        }
        data-variant="default"
        data-size={size}
        data-pointer
        data-with-right-section
      >
        <select className={CLASSES.input} data-variant="default" id={id} value={value} onChange={onChange} {...aria}>
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div data-position="right" className={CLASSES.section}>
          <svg
            style={{ '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as object}
            className={CLASSES.chevron}
            data-size={size}
            data-combobox-chevron
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
      </div>
    </div>
  );
}
