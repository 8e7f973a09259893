import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, parsePhoneInput, PHONE_ERROR, phoneCountriesFor, phoneLength } from './phone';

describe('phone rules (spec 1 §5)', () => {
  it('has the message of the spec', () => {
    expect(PHONE_ERROR).toBe('Введите корректный номер телефона');
  });

  it('knows each country’s digit count', () => {
    expect([phoneLength('ru'), phoneLength('by'), phoneLength('kz')]).toEqual([11, 12, 11]);
  });

  it('accepts Russia only with 79', () => {
    expect(isValidPhone('79161234567', 'ru')).toBe(true);
    expect(isValidPhone('77011234567', 'ru')).toBe(false);
    expect(isValidPhone('7916123456', 'ru')).toBe(false);
    expect(isValidPhone('791612345678', 'ru')).toBe(false);
  });

  it('accepts Belarus only with 375 and 12 digits', () => {
    expect(isValidPhone('375291234567', 'by')).toBe(true);
    expect(isValidPhone('37529123456', 'by')).toBe(false);
    expect(isValidPhone('79161234567', 'by')).toBe(false);
  });

  it('accepts Kazakhstan with 70, 76 or 77', () => {
    for (const phone of ['77011234567', '76012345678', '70012345678']) expect(isValidPhone(phone, 'kz')).toBe(true);
    expect(isValidPhone('79161234567', 'kz')).toBe(false);
    expect(isValidPhone('75012345678', 'kz')).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(isValidPhone('+7916123456', 'ru')).toBe(false);
    expect(isValidPhone('', 'ru')).toBe(false);
  });

  it('forces the KZ country in the Kazakhstan variant', () => {
    expect(phoneCountriesFor('KZ')).toEqual(['kz']);
    expect(phoneCountriesFor('RU')).toEqual(['ru', 'by', 'kz']);
  });
});

describe('phone mask', () => {
  it('formats digits through the country mask, literals only up to the last digit', () => {
    expect(formatPhone('79161234567', 'ru')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('7916', 'ru')).toBe('+7 (916');
    expect(formatPhone('375291234567', 'by')).toBe('+375 (29) 123-45-67');
    expect(formatPhone('', 'ru')).toBe('');
  });

  it('reads typed text back as digits with the country code', () => {
    expect(parsePhoneInput('9', 'ru')).toBe('79');
    expect(parsePhoneInput('+7 (916) 1', 'ru')).toBe('79161');
    expect(parsePhoneInput('+7 (', 'ru')).toBe('');
    // The first national digit of a Kazakh number is 7 too.
    expect(parsePhoneInput('7', 'kz')).toBe('77');
    expect(parsePhoneInput('+7 (77', 'kz')).toBe('777');
    expect(parsePhoneInput('29', 'by')).toBe('37529');
  });

  it('takes pasted whole numbers, an 8-prefixed Russian one too, and cuts extra digits', () => {
    expect(parsePhoneInput('+7 916 123-45-67', 'ru')).toBe('79161234567');
    expect(parsePhoneInput('89161234567', 'ru')).toBe('79161234567');
    expect(parsePhoneInput('+7 (916) 123-45-678', 'ru')).toBe('79161234567');
    expect(parsePhoneInput('+375 29 123 45 67', 'by')).toBe('375291234567');
  });

  it('round-trips through the mask while typing', () => {
    let digits = '';
    for (const key of '9161234567') digits = parsePhoneInput(formatPhone(digits, 'ru') + key, 'ru');
    expect(digits).toBe('79161234567');
    expect(isValidPhone(digits, 'ru')).toBe(true);
  });
});
