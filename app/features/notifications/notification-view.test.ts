import { describe, expect, it } from 'vitest';
import { enumValues, NotificationType } from '#core/enums';
import en from '../../i18n/en/notifications.json';
import uk from '../../i18n/uk/notifications.json';
import { notificationHref } from './notification-view';

const item = (type: number) => ({ type, entityUrlName: 'kobzar', onEntityId: 7 });

describe('notificationHref (the link contract)', () => {
  it.each([
    [2, '/book/kobzar/recension/7'],
    [6, '/book/kobzar/recension/7'],
    [7, '/book/kobzar/recension/7'],
    [10, '/book/kobzar/recension/7'],
    [18, '/book/kobzar/recension/7'],
    [4, '/book/kobzar/quote/7'],
    [5, '/book/kobzar/quote/7'],
    [8, '/book/kobzar/quote/7'],
    [12, '/book/kobzar/quote/7'],
    [1, '/author/kobzar'],
    [9, '/author/kobzar'],
    [17, '/author/kobzar'],
    [3, '/compilation/kobzar'],
    [11, '/compilation/kobzar'],
    [13, '/me/profile/requests'],
    [14, '/me/profile/requests'],
    [15, '/me/profile/requests'],
    [16, '/me/profile/network/requests'],
  ])('type %i → %s, under /uk in Ukrainian', (type, path) => {
    expect(notificationHref(item(type), 'en')).toBe(path);
    expect(notificationHref(item(type), 'uk')).toBe(`/uk${path}`);
  });

  it('has no link when the row lacks what the link needs', () => {
    expect(notificationHref({ type: 6, entityUrlName: 'kobzar', onEntityId: null }, 'en')).toBeNull();
    expect(notificationHref({ type: 1, entityUrlName: null, onEntityId: null }, 'en')).toBeNull();
    expect(notificationHref({ type: 99, entityUrlName: 'x', onEntityId: 1 }, 'en')).toBeNull();
  });

  it('every type has a text in both languages', () => {
    for (const type of enumValues(NotificationType)) {
      expect(en.type[String(type) as keyof typeof en.type], `en ${type}`).toBeTruthy();
      expect(uk.type[String(type) as keyof typeof uk.type], `uk ${type}`).toBeTruthy();
    }
  });

  it('encodes the url name', () => {
    expect(notificationHref({ type: 1, entityUrlName: 'a b', onEntityId: null }, 'en')).toBe('/author/a%20b');
  });
});
