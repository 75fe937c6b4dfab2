import { describe, expect, it } from 'vitest';
import { withLiveNumbersJson, withUserStatusJson } from './books.details';

const live = { ratingAvg: 4.567, ratingsCount: 3, readersCount: 10, recensionsCount: 1, quotesCount: 2 };
const visitorJson = withLiveNumbersJson('{"id":7,"title":"Кобзар \\"null}\\""}', live);

describe('withUserStatusJson', () => {
  it('lays a shelf into the text a visitor gets, leaving every other byte as it was', () => {
    const json = withUserStatusJson(visitorJson, 2);
    expect(JSON.parse(json)).toEqual({ ...JSON.parse(visitorJson), userStatus: 2 });
    expect(json.slice(0, -2)).toBe(visitorJson.slice(0, -'null}'.length));
  });

  it('answers the visitor text itself when the book is on no shelf', () => {
    expect(withUserStatusJson(visitorJson, null)).toBe(visitorJson);
  });

  it('refuses a text that does not close with the visitor shelf rather than answering broken JSON', () => {
    expect(() => withUserStatusJson('{"id":7,"userStatus":1}', 2)).toThrow();
  });
});
