import { PASSWORD_MIN } from '../constants';
import { isBlank } from './text';

/** Required and at least 6 characters. */
export function isLoginPassword(value: string | null | undefined): boolean {
  return !isBlank(value) && value!.length >= PASSWORD_MIN;
}

export function isPasswordConfirmed(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): boolean {
  return (password ?? '') === (confirmation ?? '');
}
