import { TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CompactTextInput } from './compact-text-input';
import { inMantine, normalizedMarkup } from './mantine-markup.test-support';

describe("CompactTextInput writes Mantine's TextInput markup", () => {
  it.each([
    { value: '', error: null },
    { value: 'reader@', error: 'Enter a valid email address' },
  ])('%j', ({ value, error }) => {
    const props = {
      type: 'email',
      autoComplete: 'email',
      'aria-labelledby': 'newsletter-title',
      placeholder: 'Your email',
      value,
      onChange: () => {},
      error,
      style: { flex: 1, minWidth: 0 },
    };
    // Both number their ids from the render's useId: the first render of each is compared.
    const mantine = inMantine(<TextInput {...props} />);
    const light = inMantine(<CompactTextInput {...props} />);
    expect(normalizedMarkup(light)).toBe(normalizedMarkup(mantine));
  });
});
