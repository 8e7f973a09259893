import { formatMoney } from '@school/contract';
import { formatZonedDay, formatZonedTime } from '../../lib/zoned-time.js';
import type { PdfContent } from './pdf.js';

/** The seller's details printed on the documents (the payee of `GET /core/pay/public/`). */
export interface Seller {
  recipient: string;
  inn: string;
  ogrn: string;
}

/** One purchased product of a paid order: one card on /legal, one PDF. */
export interface PurchaseLine {
  productTitle: string;
  productTypeTitle: string;
  /** Spec 2 §3 productLine: a master group is the main line, everything else "other". */
  productLine: 'main' | 'other';
  classYear: string;
  price: number;
}

export interface Purchase {
  userId: number;
  orderId: number;
  transactionUuid: string;
  paidAt: Date;
  holderName: string;
  email: string;
  phone: string;
  currency: string;
  seller: Seller;
  timeZone: string;
  lines: PurchaseLine[];
}

/** Page 1 the receipt, page 2 the application to join the public offer (issue 4 "Documents"). */
export function purchasePdf(purchase: Purchase, line: PurchaseLine, index: number): PdfContent {
  const { seller, timeZone, paidAt } = purchase;
  const day = formatZonedDay(paidAt, timeZone);
  const price = formatMoney(line.price, purchase.currency);
  const number = `${purchase.orderId}-${index + 1}`;
  return {
    title: `Чек № ${number}`,
    author: seller.recipient,
    pages: [
      {
        heading: `Кассовый чек № ${number}`,
        rows: [
          ['Дата и время', `${day} ${formatZonedTime(paidAt, timeZone)}`],
          ['Продавец', seller.recipient],
          ['ИНН / ОГРН', `${seller.inn} / ${seller.ogrn}`],
          ['Покупатель', purchase.holderName],
          ['Эл. почта', purchase.email],
          ['Телефон', `+${purchase.phone}`],
          ['Предмет расчёта', line.productTitle],
          ['Программа', line.productTypeTitle],
          ['Класс', line.classYear],
          ['Способ расчёта', 'Полная предоплата'],
          ['Итого', price],
          ['Номер платежа', purchase.transactionUuid],
        ],
        paragraphs: ['Документ сформирован автоматически при подтверждении оплаты и не требует подписи.'],
      },
      {
        heading: 'Заявление о присоединении к публичной оферте',
        rows: [
          ['Заявитель', purchase.holderName],
          ['Программа', line.productTitle],
          ['Стоимость', price],
          ['Дата', day],
        ],
        paragraphs: [
          `Я, ${purchase.holderName}, полностью и безоговорочно принимаю условия публичной оферты ${seller.recipient} ` +
            `об оказании платных образовательных услуг и присоединяюсь к договору в отношении программы ` +
            `«${line.productTitle}» стоимостью ${price}.`,
          'Оплатой заказа я подтверждаю, что ознакомился с программой, расписанием занятий, политикой ' +
            'конфиденциальности и правилами пользования платформой.',
          `Заказ № ${purchase.orderId}, платёж ${purchase.transactionUuid}, оплачен ${day}.`,
        ],
      },
    ],
  };
}
