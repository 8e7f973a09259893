import { vi } from 'vitest';
import { snakeKeys, type Cart, type CartItem, type CatalogProduct, type User } from '@school/contract';

/** Tests only: cart and catalog fixtures, and a fake API answering by method and path. */

export const studentUser = (overrides: Partial<NonNullable<User['student']>> = {}): User => ({
  id: 1,
  role: 'STUDENT_ROLE',
  firstName: 'Аня',
  lastName: 'Петрова',
  email: 'student@example.com',
  avatar: null,
  student: {
    registrationDate: '2025-01-01',
    phone: null,
    levelTitle: 'Отличник',
    exp: 10,
    acceptedPersonalData: true,
    acceptedApartmentLottery: false,
    isNew: false,
    ...overrides,
  },
});

export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 11,
  product: {
    id: 101,
    price: 300000,
    title: 'Математика ЕГЭ — март',
    teacher: 'Иван Петров',
    startDate: '2030-03-01',
    packageTitle: null,
    productType: {
      id: 3,
      title: 'Мастер-группа по математике',
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
  gifts: [],
  optionalGifts: [],
  alternativeRates: [],
  lessonPack: null,
  ...overrides,
});

export const testCart = (overrides: Partial<Cart> = {}): Cart => ({
  hash: 'cart-hash-0001',
  isStandalone: false,
  items: [cartItem()],
  bundles: [],
  coupon: null,
  referralProgram: null,
  amount: 300000,
  initialAmount: 300000,
  discount: 0,
  amountDescription: '',
  count: 1,
  currency: 'RUB',
  orgInfo: { paymentInfo: { system: 'SANDBOX', systems: ['SANDBOX'] }, ofertaUrl: '/oferta' },
  hasF2fProduct: false,
  ...overrides,
});

export const catalogProduct = (overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: 201,
  title: 'Физика ЕГЭ — апрель',
  price: 250000,
  startDate: '2030-04-01',
  endDate: '2030-04-30',
  monthTitle: 'Апрель',
  teacher: { id: 7, fullName: 'Мария Смирнова', avatar: null },
  productType: {
    id: 4,
    title: 'Мастер-группа по физике',
    type: 'MG',
    classType: { id: 2, title: 'Физика', color: { base: '#1c7ed6', toxic: '#4dabf7' } },
    classYear: { id: 11, title: '11 класс' },
    courseType: { sysCourseType: 'master_group', title: 'Мастер-группа' },
  },
  ratePlans: [
    { id: 1, title: 'Стандарт', sysName: 'standard', price: 250000, order: 1 },
    { id: 2, title: 'Премиум', sysName: 'premium', price: 400000, order: 2 },
  ],
  packs: [],
  owned: false,
  inCart: false,
  ...overrides,
});

export const errorBody = (status: number, errors: { attr: string | null; detail: string; code: string }[]) =>
  Response.json({ type: status >= 500 ? 'server_error' : 'client_error', errors }, { status });

export interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Handler = (request: SentRequest) => unknown;

/**
 * Stubs fetch: `routes` maps 'METHOD /api/path/' to an answer (a Response, a value sent as
 * snake_case JSON, or a function of the request giving either). Unknown routes answer 404.
 */
export function serveApi(routes: Record<string, unknown>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const [path, search = ''] = url.split('?');
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: path!,
      search,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (route === undefined) return new Response(null, { status: 404 });
    const answer = typeof route === 'function' ? await (route as Handler)(request) : route;
    if (answer instanceof Response) return answer.clone();
    return Response.json(snakeKeys(answer), { status: request.method === 'POST' ? 201 : 200 });
  });
  return sent;
}
