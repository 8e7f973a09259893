import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_ERROR } from '@school/contract';
import { api, createTestApp, post, type TestApp } from '../test/test-app.js';
import { accessTokenFor, buildUser, randomIp, uniqueEmail } from '../test/factories.js';
import { expectError } from '../test/expect-error.js';
import { buildSaleProduct } from '../test/commerce-factories.js';
import { addToCart, payBody } from '../test/payment-factories.js';
import { checkVariantPhone } from './variant-phone.js';

/** Russian (+7 9xx), Belarusian and a KZ-looking number of the wrong length: none is Kazakh. */
const NOT_KZ = ['79161234567', '375291234567', '7701123456'];
const KZ = '77011234567';

describe('checkVariantPhone (spec 1 §5: the KZ variant forces KZ numbers)', () => {
  it('takes only +7 70x/76x/77x on KZ, anything on the other variants', () => {
    for (const phone of [KZ, '77612345678', '70012345678', `+${KZ}`]) {
      expect(() => checkVariantPhone('KZ', phone)).not.toThrow();
    }
    for (const phone of [...NOT_KZ, '78012345678', '+79161234567']) {
      expect(() => checkVariantPhone('KZ', phone)).toThrow(PHONE_ERROR);
    }
    expect(() => checkVariantPhone('RU', '79161234567')).not.toThrow();
    expect(() => checkVariantPhone('ONE', '375291234567')).not.toThrow();
  });
});

describe('the KZ server refuses non-KZ phones at every endpoint that takes one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VARIANT: 'KZ' });
  });
  afterAll(() => t?.close());

  const refused = (res: Awaited<ReturnType<typeof post>>, attr = 'phone') =>
    expectError(res, 400, { attr, detail: PHONE_ERROR });

  it('registration v2 and v3, the SMS code request and confirmation', async () => {
    const v2 = (phone: string) =>
      post(
        t.app,
        '/v2/auth/registration/',
        {
          first_name: 'Айгерим',
          last_name: 'Садыкова',
          email: uniqueEmail('kz'),
          phone,
          password: 'Secret12',
          password2: 'Secret12',
          accepted_public_offer: true,
        },
        { ip: randomIp() },
      );
    for (const phone of NOT_KZ) refused(await v2(phone));
    expect((await v2(KZ)).status).toBe(201);

    for (const phone of NOT_KZ) {
      refused(await post(t.app, '/v3/auth/otp-request/', { phone }, { ip: randomIp() }));
      refused(await post(t.app, '/v3/auth/otp-confirm/', { phone, code: '1234' }));
    }
    expect((await post(t.app, '/v3/auth/otp-request/', { phone: '77771234567' }, { ip: randomIp() })).status).toBe(200);

    const v3 = await post(
      t.app,
      '/v3/auth/register/',
      {
        first_name: 'Айгерим',
        last_name: 'Садыкова',
        email: uniqueEmail('kz'),
        password: 'Secret12',
        telegram: 'aigerim_s',
        phone_key: 'x'.repeat(40),
        parent_phone: '79161234567',
        accepted_public_offer: true,
        accepted_pdpp: true,
      },
      { ip: randomIp() },
    );
    refused(v3, 'parent_phone');
  });

  it("the profile's phone change, phone confirmation, messengers and parent's phone", async () => {
    const token = await accessTokenFor(await buildUser(t.db));
    const patch = (path: string, body: object) => api(t.app, 'PATCH', path, { token, body });
    refused(await patch('/v2/core/users/profile/', { phone: '79161234567' }));
    refused(await post(t.app, '/v2/core/connect/code/generate/', { phone: '79161234567' }, { token }));
    refused(await post(t.app, '/v2/core/connect/code/check/', { phone: '79161234567', code: '1234' }, { token }));
    refused(await patch('/v2/core/users/additional-info/', { parent_phone: '79161234567' }), 'parent_phone');
    refused(
      await post(t.app, '/v2/core/connect/social-account/', { method: 'Whatsapp', value: '79161234567' }, { token }),
      'value',
    );
  });

  it("the payer's phone at payment init and the tutor's profile phone", async () => {
    const product = await buildSaleProduct(t.db, { price: 1_000_000 });
    const token = await accessTokenFor(await buildUser(t.db));
    await addToCart(t.app, token, product.productId);
    refused(await post(t.app, '/core/pay/init/', payBody({ phone: '79161234567' }), { token }));
    expect((await post(t.app, '/core/pay/init/', payBody({ phone: KZ }), { token })).status).toBe(201);

    const tutor = await accessTokenFor(await buildUser(t.db, { role: 'TUTOR_ROLE' }));
    refused(await api(t.app, 'PATCH', '/tutor/profile/', { token: tutor, body: { phone: '+79161234567' } }));
    expect((await api(t.app, 'PATCH', '/tutor/profile/', { token: tutor, body: { phone: `+${KZ}` } })).status).toBe(
      200,
    );
  });
});
