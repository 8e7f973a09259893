import { vi } from 'vitest';
import { camelKeys, snakeKeys, type Cart, type Transaction, type User } from '@school/contract';

/** Tests only: one request the fake API answered, with its body back in camelCase. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response => Response.json(snakeKeys(body), { status });

export const apiError = (status: number, errors: { attr: string | null; detail: string; code?: string }[]): Response =>
  Response.json(
    {
      type: status >= 500 ? 'server_error' : 'validation_error',
      errors: errors.map((e) => ({ code: 'invalid', ...e })),
    },
    { status },
  );

/**
 * Tests only: stubs fetch with handlers keyed by 'METHOD /path/' (the path after /api). Unknown
 * requests answer 404; every request is recorded.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: init?.body ? (camelKeys(JSON.parse(String(init.body))) as Record<string, unknown>) : undefined,
    };
    seen.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    return handler ? handler(request) : apiError(404, [{ attr: null, detail: 'Not found', code: 'not_found' }]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: string) => seen.filter((request) => `${request.method} ${request.path}` === key);
  return { seen, calls, fetchMock };
}

export const TRANSACTION_UUID = '5b0e6a8e-2c1d-4f7a-9a51-3f1c2b7d9e10';

/** Tests only: a cart with one master-group month and a bundle, 10 % off with a promo code. */
export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return {
    hash: 'own-cart-hash',
    isStandalone: false,
    items: [
      {
        id: 11,
        product: {
          id: 101,
          price: 450000,
          title: 'Математика ЕГЭ — март',
          teacher: 'Анна Петрова',
          startDate: '2025-03-01',
          packageTitle: null,
          productType: {
            id: 3,
            title: 'Математика ЕГЭ',
            type: 'MG',
            classType: 'Математика',
            classYear: '11 класс',
            courseType: { sysCourseType: 'master_group' },
          },
          ratePlan: { id: 1, title: 'Стандарт' },
          sysRatePlanName: 'standard',
        },
        pack: null,
        isProlongSubscription: false,
        gifts: [{ id: 5, title: 'Сборник задач', chosen: true }],
        optionalGifts: [],
        alternativeRates: [],
        lessonPack: null,
      },
    ],
    bundles: [],
    coupon: { value: 'PERCENT10', type: 3, discount: 45000 },
    referralProgram: null,
    amount: 405000,
    initialAmount: 450000,
    discount: 45000,
    amountDescription: '',
    count: 1,
    currency: 'RUB',
    orgInfo: { paymentInfo: { system: 'SANDBOX', systems: ['SANDBOX', 'CP'] }, ofertaUrl: '/docs/oferta' },
    hasF2fProduct: false,
    ...overrides,
  };
}

export const emptyCart = (): Cart =>
  makeCart({ items: [], bundles: [], amount: 0, initialAmount: 0, discount: 0, coupon: null, count: 0 });

export const STUDENT: User = {
  id: 7,
  role: 'STUDENT_ROLE',
  firstName: 'Алиса',
  lastName: 'Смирнова',
  email: 'student@example.com',
  avatar: null,
  student: {
    registrationDate: '2024-09-01',
    phone: '79161234567',
    levelTitle: 'Новичок',
    exp: 0,
    acceptedPersonalData: true,
    acceptedApartmentLottery: false,
    isNew: false,
  },
};

export const PUBLIC_DOCUMENTS = {
  termsOfUse: '/docs/terms',
  politics: '/docs/politics',
  oferta: '/docs/oferta',
  apartmentLottery: '',
  mailing: '',
};

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    uuid: TRANSACTION_UUID,
    status: 'pending',
    amount: 405000,
    currency: 'RUB',
    paymentSystem: 'SANDBOX',
    createdAt: '2025-03-12T15:00:00Z',
    products: [{ id: 101, title: 'Математика ЕГЭ — март', productTypeId: 3 }],
    errorMessage: null,
    ...overrides,
  };
}
