import { createInstance } from 'i18next';
import enErrors from '../../app/i18n/en/errors.json' with { type: 'json' };
import ukErrors from '../../app/i18n/uk/errors.json' with { type: 'json' };
import enValidation from '../../app/i18n/en/validation.json' with { type: 'json' };
import ukValidation from '../../app/i18n/uk/validation.json' with { type: 'json' };
import enMail from '../../app/i18n/en/mail.json' with { type: 'json' };
import ukMail from '../../app/i18n/uk/mail.json' with { type: 'json' };
import enAuth from '../../app/i18n/en/auth.json' with { type: 'json' };
import ukAuth from '../../app/i18n/uk/auth.json' with { type: 'json' };
import enBooks from '../../app/i18n/en/books.json' with { type: 'json' };
import ukBooks from '../../app/i18n/uk/books.json' with { type: 'json' };
import enRecensions from '../../app/i18n/en/recensions.json' with { type: 'json' };
import ukRecensions from '../../app/i18n/uk/recensions.json' with { type: 'json' };
import enQuotes from '../../app/i18n/en/quotes.json' with { type: 'json' };
import ukQuotes from '../../app/i18n/uk/quotes.json' with { type: 'json' };
import enComments from '../../app/i18n/en/comments.json' with { type: 'json' };
import ukComments from '../../app/i18n/uk/comments.json' with { type: 'json' };
import enAdminBooks from '../../app/i18n/en/admin-books.json' with { type: 'json' };
import ukAdminBooks from '../../app/i18n/uk/admin-books.json' with { type: 'json' };
import { languages, type Language } from '#core/locale';

export type { Language };

// The server speaks the same resources as the pages, kept in app/i18n. Its keys name the
// domain first ('errors.notFound'), so each language holds one tree with the domains on top.
const i18n = createInstance();
void i18n.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...languages],
  resources: {
    en: {
      translation: {
        errors: enErrors,
        validation: enValidation,
        mail: enMail,
        auth: enAuth,
        books: enBooks,
        recensions: enRecensions,
        quotes: enQuotes,
        comments: enComments,
        'admin-books': enAdminBooks,
      },
    },
    uk: {
      translation: {
        errors: ukErrors,
        validation: ukValidation,
        mail: ukMail,
        auth: ukAuth,
        books: ukBooks,
        recensions: ukRecensions,
        quotes: ukQuotes,
        comments: ukComments,
        'admin-books': ukAdminBooks,
      },
    },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function hasTranslation(key: string): boolean {
  return i18n.exists(key, { lng: 'en' });
}

/** `translate('uk', 'errors.notFound')`; `{{name}}` placeholders filled from params; `count` picks the plural. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  return i18n.t(key, { ...params, lng: language });
}

export function toLanguage(value: unknown): Language {
  return value === 'uk' || value === 'ua' ? 'uk' : 'en';
}
