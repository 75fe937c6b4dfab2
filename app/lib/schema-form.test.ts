import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '#core/locale';
import { registerBodySchema } from '#core/schemas/auth';
import en from '../i18n/en/validation.json';
import uk from '../i18n/uk/validation.json';
import { validateWith } from './schema-form';

async function translator(language: Language) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { en: { validation: en }, uk: { validation: uk } } });
  return i18n.t;
}

describe('validateWith', () => {
  it.each([
    ['en', en],
    ['uk', uk],
  ] as const)("answers each field's first message in %s", async (language, texts) => {
    const validate = validateWith(registerBodySchema('polytsia.app'), await translator(language));
    const errors = validate({ userName: 'reader7', email: 'not an address', password: '', confirmPassword: '' });
    expect(errors.email).toBe(texts.email);
    expect(errors.password).toBe(texts.required);
    expect(errors.userName).toBeUndefined();
  });

  it('puts a refinement on the field it names', async () => {
    const validate = validateWith(registerBodySchema('polytsia.app'), await translator('en'));
    const values = { userName: 'reader7', email: 'reader7@example.com', password: 'Reader123!', confirmPassword: 'x' };
    expect(validate(values)).toEqual({ confirmPassword: en.passwordsMatch });
    expect(validate({ ...values, confirmPassword: values.password })).toEqual({});
  });
});
