import { describe, expect, it } from 'vitest';
import { initialUrlNameState, suggestedFrom, withTitle, withTypedUrlName } from './url-name-suggestion';

describe('url name suggestion', () => {
  it('follows the title of a new record by the slug rule', () => {
    let state = initialUrlNameState('');
    state = withTitle(state, 'Тарас Шевченко');
    expect(state).toEqual({ value: 'taras-shevchenko', following: true });
    state = withTitle(state, 'Леся Українка!');
    expect(state.value).toBe('lesia-ukrainka');
  });

  it('stops following once the administrator types their own', () => {
    let state = withTitle(initialUrlNameState(''), 'Kobzar');
    state = withTypedUrlName('kobzar-1840');
    state = withTitle(state, 'Kobzar (first edition)');
    expect(state).toEqual({ value: 'kobzar-1840', following: false });
  });

  it('follows again when the field is cleared or a suggestion is asked for', () => {
    let state = withTypedUrlName('');
    state = withTitle(state, "Знам'янка");
    expect(state).toEqual({ value: 'znamianka', following: true });
    expect(suggestedFrom('Ґражда')).toEqual({ value: 'grazhda', following: true });
  });

  it("never moves an existing record's url name by itself", () => {
    const state = withTitle(initialUrlNameState('ivan-franko'), 'Іван Якович Франко');
    expect(state).toEqual({ value: 'ivan-franko', following: false });
  });
});
