import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookSearchKey, toSearchKey, toSearchQuery } from './search-key';

describe('toSearchKey', () => {
  it.each([
    ['shevchenko', 'Шевченко'],
    ['Shevchenko', 'Шевченко'],
    ['kobzar', 'Кобзар'],
    ['franko', 'Франко'],
    ['lesya ukrainka', 'Леся Українка'],
    ['lesia ukrainka', 'Леся Українка'],
    ['Lesya Ukrayinka', 'Леся Українка'],
    ['zhadan', 'Жадан'],
    ['Serhiy Zhadan', 'Сергій Жадан'],
    ['andrukhovych', 'Андрухович'],
    ['andruhovych', 'Андрухович'],
    ['kotsiubynsky', 'Коцюбинський'],
    ['kotsyubynsky', 'Коцюбинський'],
    ['kotsiubynskyi', 'Коцюбинський'],
    ['kotsyubynskyy', 'Коцюбинський'],
    ['Yurii', 'Юрій'],
    ['Yuriy', 'Юрій'],
    ['Yizhakevych', 'Їжакевич'],
    ['Yevhen', 'Євген'],
    ['Ievhen', 'Євген'],
    ['Olga', 'Ольга'],
    ['Gogol', 'Гоголь'],
    ['Kyiv', 'Київ'],
    ['zghorany', 'Згорани'],
    ['Khmelnytsky', 'Хмельницький'],
    ['Mariya', 'Марія'],
    ['Zaporizhzhia', 'Запоріжжя'],
    ['Olexandr', 'Олександр'],
    ['Hryhorii Skovoroda', 'Григорій Сковорода'],
    ['Grigoriy Skovoroda', 'Григорій Сковорода'],
    ['Kotlyarevsky', 'Котляревський'],
    ['emile zola', 'Émile Zola'],
    ['ZOLA', 'zola'],
  ])('%j meets %j', (query, stored) => {
    expect(toSearchQuery(query)).toBe(toSearchKey(stored));
    expect(toSearchQuery(stored)).toBe(toSearchKey(query));
  });

  it('ignores every apostrophe form', () => {
    const key = toSearchKey("Знам'янка");
    expect(key).toBe('znamianka');
    for (const spelling of ['Знамʼянка', 'Знам’янка', 'Знам`янка', 'Знамянка', 'ZNAMIANKA', 'Znamyanka']) {
      expect(toSearchKey(spelling), spelling).toBe(key);
    }
  });

  it('folds Ukrainian and Russian letter variants', () => {
    expect(toSearchKey('їжак')).toBe(toSearchKey('іжак'));
    expect(toSearchKey('Європа')).toBe(toSearchKey('Европа'));
    expect(toSearchKey('ґанок')).toBe(toSearchKey('ганок'));
    expect(toSearchKey('ёж')).toBe(toSearchKey('еж'));
    expect(toSearchKey('мыло')).toBe(toSearchKey('мило'));
    expect(toSearchKey('эхо')).toBe(toSearchKey('ехо'));
  });

  it('joins every given text, skipping missing ones', () => {
    expect(toSearchKey('Тарас Шевченко', null, 'Taras Shevchenko', undefined)).toBe(
      'taras shevchenko taras shevchenko',
    );
    expect(toSearchKey()).toBe('');
    expect(toSearchKey(null, undefined)).toBe('');
  });

  it('drops punctuation and collapses spaces', () => {
    expect(toSearchKey('  Harry   Potter: and the Goblet-of-Fire!! ')).toBe('hari poter and the hoblet of fire');
    expect(toSearchKey('«Кобзар», 1840 р.')).toBe('kobzar 1840 r');
  });

  it('keeps a query prefix a prefix of the key', () => {
    expect(toSearchKey('Шевченко')).toContain(toSearchQuery('shevch'));
    expect(toSearchKey('Леся Українка')).toContain(toSearchQuery('lesya ukr'));
    expect(toSearchKey('Коцюбинський')).toContain(toSearchQuery('kotsyub'));
  });

  it('yields only lower-case Latin words and digits separated by single spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (a, b) =>
        /^([a-z0-9]+( [a-z0-9]+)*)?$/.test(toSearchKey(a, b)),
      ),
      { numRuns: 1000 },
    );
  });

  it('is idempotent, so keys can be re-folded safely', () => {
    const text = fc.string({ unit: fc.constantFrom(...Array.from('абвгґєжзиіїйхцчшщюяьaeghijkqsvwxyz ')) });
    fc.assert(
      fc.property(text, (value) => {
        const key = toSearchKey(value);
        return toSearchKey(key) === key;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('bookSearchKey', () => {
  const kobzar = bookSearchKey({ titleEn: 'Kobzar', titleUk: 'Кобзар', originalTitle: null }, [
    { nameEn: 'Taras Shevchenko', nameUk: 'Тарас Шевченко' },
    { nameEn: 'Panteleimon Kulish', nameUk: '' },
  ]);

  it('holds the titles and every author, in both languages', () => {
    expect(kobzar).toBe(toSearchKey('Kobzar', 'Кобзар', 'Taras Shevchenko', 'Тарас Шевченко', 'Panteleimon Kulish'));
  });

  it.each(['Кобзар', 'shevchenko', 'Шевченко', 'taras', 'Куліш'])('finds the book by %s', (text) => {
    expect(kobzar).toContain(toSearchQuery(text));
  });

  it('adds the original title and skips missing names', () => {
    expect(
      bookSearchKey({ titleEn: 'Tiger Catchers', originalTitle: 'Тигролови' }, [{ nameEn: 'Ivan Bahrianyi' }]),
    ).toBe(toSearchKey('Tiger Catchers', 'Тигролови', 'Ivan Bahrianyi'));
  });
});
