import { describe, expect, it } from 'vitest';
import { formatValidationMessage, isValidationMessageKey, ValidationMessage, validationMessages } from './messages';

describe('validation messages', () => {
  it('have English and Ukrainian text for every key', () => {
    for (const key of Object.values(ValidationMessage)) {
      expect(validationMessages.en[key], key).toMatch(/\S/);
      expect(validationMessages.uk[key], key).toMatch(/\S/);
      expect(validationMessages.uk[key], key).not.toBe(validationMessages.en[key]);
    }
    expect(Object.keys(validationMessages.en).sort()).toEqual(Object.keys(validationMessages.uk).sort());
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of Object.values(ValidationMessage)) {
      expect(placeholders(validationMessages.uk[key]), key).toEqual(placeholders(validationMessages.en[key]));
    }
  });

  it('keep the spec texts', () => {
    expect(validationMessages.en['validation.required']).toBe('This field is required');
    expect(validationMessages.en['validation.email']).toBe('Email should be in the format name@example.com');
    expect(validationMessages.en['validation.passwordLength']).toBe('Password length cannot be less than 6 characters');
    expect(validationMessages.en['validation.passwordsMatch']).toBe('Passwords do not match');
    expect(validationMessages.en['validation.language']).toBe('Language was not added');
  });

  it('fill placeholders and leave unknown ones', () => {
    expect(formatValidationMessage('validation.minLength', 'en', { min: 10 })).toBe('Enter at least 10 characters');
    expect(formatValidationMessage('validation.minLength', 'uk', { min: 200 })).toBe(
      'Мінімальна кількість символів: 200',
    );
    expect(formatValidationMessage('validation.minLength', 'en')).toBe('Enter at least {{min}} characters');
    expect(formatValidationMessage('validation.required', 'uk', { min: 1 })).toBe('Це поле обов’язкове');
  });

  it('recognise keys', () => {
    expect(isValidationMessageKey('validation.email')).toBe(true);
    expect(isValidationMessageKey('validation.nope')).toBe(false);
    expect(isValidationMessageKey(42)).toBe(false);
  });
});
