import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../api/api-error';
import { promoErrorPlacement } from './promo-error';

const texts = { notFound: 'Такого промокода не существует', fallback: 'Не удалось применить промокод' };
const error = (status: number, items: { attr: string | null; detail: string; code: string }[]) =>
  new ApiError(status, items);

describe('promo code error placement (spec 2 §5, spec 3 §5)', () => {
  it('puts a 404 on the input as "this promo code does not exist"', () => {
    expect(
      promoErrorPlacement(error(404, [{ attr: null, detail: 'Not found', code: 'not_found' }]), 'coupon_value', texts),
    ).toEqual({
      field: texts.notFound,
    });
  });

  it('puts the code’s attribute error on the input', () => {
    const failure = error(400, [{ attr: 'coupon_value', detail: 'Срок действия промокода истёк', code: 'expired' }]);
    expect(promoErrorPlacement(failure, 'coupon_value', texts)).toEqual({ field: 'Срок действия промокода истёк' });
  });

  it('puts another attribute’s detail on the input too', () => {
    const failure = error(400, [{ attr: 'hash', detail: 'Корзина не найдена', code: 'invalid' }]);
    expect(promoErrorPlacement(failure, 'coupon_value', texts)).toEqual({ field: 'Корзина не найдена' });
  });

  it('makes errors without an attribute toasts', () => {
    const failure = error(400, [{ attr: null, detail: 'Корзина пуста', code: 'empty' }]);
    expect(promoErrorPlacement(failure, 'coupon_value', texts)).toEqual({ toast: 'Корзина пуста' });
    const nonField = error(400, [{ attr: 'non_field_errors', detail: 'Нельзя', code: 'x' }]);
    expect(promoErrorPlacement(nonField, 'value', texts)).toEqual({ toast: 'Нельзя' });
  });

  it('falls back to a generic toast for server failures and network trouble', () => {
    expect(promoErrorPlacement(error(500, [{ attr: null, detail: 'boom', code: 'error' }]), 'value', texts)).toEqual({
      toast: texts.fallback,
    });
    expect(promoErrorPlacement(new NetworkError('down'), 'value', texts)).toEqual({ toast: texts.fallback });
  });
});
