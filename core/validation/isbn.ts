import { isBlank } from './text';

// Check digits are not verified: the spec's own examples (1234567890123) would fail them.
const ISBN = /^(?:\d{11}|\d{13})$/;
const ISBN10 = /^\d{9}[\dX]$/i;

/** Empty is allowed (old books have none); otherwise exactly 11 or 13 digits. */
export function isIsbn(value: string | null | undefined): boolean {
  return isBlank(value) || ISBN.test(value!.trim());
}

/** Empty is allowed; otherwise 9 digits and a digit or X. */
export function isIsbn10(value: string | null | undefined): boolean {
  return isBlank(value) || ISBN10.test(value!.trim());
}
