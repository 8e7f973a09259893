import { describe, expect, it } from 'vitest';
import { pageTitle } from './use-page-meta';

describe('spec 1 §2 page title', () => {
  it('is the route title plus the product name', () => expect(pageTitle('Вектор', 'Главная')).toBe('Главная — Вектор'));
  it('is the product name alone without a route title', () => expect(pageTitle('Вектор', undefined)).toBe('Вектор'));
});
