import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { readSetting } from '../settings/settings.service.js';

/** The payee's details for paying by requisites (`GET /core/pay/public/`), kept in the settings. */
export const PAYEE_SETTING = 'payment_details';

export const PayeeSchema = z.object({
  paymentInfo: z.object({
    recipient: z.string(),
    bank: z.string(),
    bik: z.string(),
    account: z.string(),
    correspondentAccount: z.string(),
    purpose: z.string(),
  }),
  additionalPaymentInfo: z.string(),
  inn: z.string(),
  ogrn: z.string(),
});
export type Payee = z.infer<typeof PayeeSchema>;

/** What a fresh deployment shows until an operator stores the real details. */
export const DEFAULT_PAYEE: Payee = {
  paymentInfo: {
    recipient: 'ООО «Вектор»',
    bank: 'ПАО Сбербанк',
    bik: '044525225',
    account: '40702810938000012345',
    correspondentAccount: '30101810400000000225',
    purpose: 'Оплата образовательных услуг по заказу № (номер заказа), без НДС',
  },
  additionalPaymentInfo:
    'Укажите номер заказа в назначении платежа. Доступ к занятиям откроется после поступления оплаты, обычно за 1–3 рабочих дня.',
  inn: '7701234567',
  ogrn: '1217700123456',
};

export async function payee(db: Tx): Promise<Payee> {
  const parsed = PayeeSchema.safeParse(await readSetting(db, PAYEE_SETTING));
  return parsed.success ? parsed.data : DEFAULT_PAYEE;
}
