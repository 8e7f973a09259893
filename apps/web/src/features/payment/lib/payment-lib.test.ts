import { describe, expect, it } from 'vitest';
import { FullNameSchema } from '@school/contract';
import { STUDENT } from '../testing/fake-api';
import { checkoutSearch, standaloneHash } from './checkout-target';
import { contactDefaults, countryOfPhone } from './contact-form-schema';
import { formatCountdown } from '../../../shared/profile/countdown';
import { collapseSpaces, fullNameMessageKey } from './full-name';
import { returnUrls } from './payment-links';
import { hasServiceFeeNote } from './service-fee';

const messageOf = (value: string) => {
  const result = FullNameSchema.safeParse(value);
  return result.success ? null : fullNameMessageKey(result.error.issues[0]!.message);
};

describe('cart full name (spec 2 §5)', () => {
  it('maps every contract message to a text of ours', () => {
    expect(messageOf('')).toBe('payment.errors.required');
    expect(messageOf('Ivanov Ivan')).toBe('payment.errors.fullNameLetters');
    expect(messageOf('Иванов')).toBe('payment.errors.fullNameWords');
    expect(messageOf('Иванов И')).toBe('payment.errors.fullNamePart');
    expect(messageOf('Салтыков-Щедрин Михаил Евграфович')).toBeNull();
    expect(messageOf('Иванов'.padEnd(151, 'а') + ' Иван')).not.toBeNull();
  });

  it('collapses repeated spaces (and the ends) on blur', () => {
    expect(collapseSpaces('  Иванов \t  Иван   Иванович ')).toBe('Иванов Иван Иванович');
  });
});

describe('payment helpers', () => {
  it('counts down as mm:ss (spec 1 §9)', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(59.2)).toBe('01:00');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('prefills the card form from the student, last name first', () => {
    expect(contactDefaults(STUDENT, ['ru', 'by', 'kz'])).toEqual({
      holderName: 'Смирнова Алиса',
      country: 'ru',
      phone: '79161234567',
      email: 'student@example.com',
    });
    expect(contactDefaults(null, ['kz'])).toEqual({ holderName: '', country: 'kz', phone: '', email: '' });
    expect(countryOfPhone('77011234567', ['ru', 'by', 'kz'])).toBe('kz');
    expect(countryOfPhone('375291234567', ['ru', 'by', 'kz'])).toBe('by');
  });

  it('tells the server where to send the payer back', () => {
    expect(returnUrls('https://school.test')).toEqual({
      redirect: 'https://school.test/payment/success/',
      errorRedirect: 'https://school.test/payment/reject',
    });
  });

  it('pays a standalone cart by its hash only when the cart is standalone', () => {
    expect(standaloneHash({ cartHash: 'abc12345', isCartStandalone: true })).toBe('abc12345');
    expect(standaloneHash({ cartHash: 'abc12345', isCartStandalone: false })).toBeUndefined();
    expect(checkoutSearch({ isCartStandalone: false })).toEqual({});
  });

  it('shows the service-fee variant in the Kazakhstan deployment', () => {
    expect(hasServiceFeeNote('KZ')).toBe(true);
    expect(hasServiceFeeNote('RU')).toBe(false);
  });
});
