import { slugify } from '#core/slug';

/**
 * The url name field follows the title (by the core slug rule, spec §5) until the administrator
 * types a url name of their own: then it is theirs and stays. An empty field (a new record, or one
 * the administrator cleared) follows the title again, and so does "suggest from the title". An
 * existing record's url name never moves by itself: links out there point at it.
 */
export interface UrlNameState {
  value: string;
  /** Whether the value follows the title. */
  following: boolean;
}

export function initialUrlNameState(value: string): UrlNameState {
  return { value, following: value === '' };
}

/** The title changed: a following url name becomes the title's slug. */
export function withTitle(state: UrlNameState, title: string): UrlNameState {
  return state.following ? { value: slugify(title), following: true } : state;
}

/** The administrator typed in the url name field. */
export function withTypedUrlName(typed: string): UrlNameState {
  return { value: typed, following: typed === '' };
}

/** "Suggest from the title". */
export function suggestedFrom(title: string): UrlNameState {
  return { value: slugify(title), following: true };
}
