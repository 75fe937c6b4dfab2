import { RATING_MAX, RATING_MIN } from '../constants';

/** Rounds the absolute value; 0 (and NaN) become 1, so a change is never a no-op or negative. */
export function normalizeNumberChange(value: number): number {
  return Math.round(Math.abs(value)) || 1;
}

export function isRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX;
}
