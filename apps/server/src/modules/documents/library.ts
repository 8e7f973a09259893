import type { PdfContent } from './pdf.js';

/**
 * Documents of the educational organization and the static documents a student may need
 * (spec 2 §2 /legal, §7). Their texts live here and are rendered to PDF on request at
 * `/api/core/docs/files/{slug}/`; the organization list itself is a table an operator may edit.
 */
export const LIBRARY_PATH = '/api/core/docs/files';

interface LibraryDocument {
  slug: string;
  title: string;
  paragraphs: string[];
}

const ORGANIZATION = 'ООО «Вектор»';

export const ORGANIZATION_DOCUMENTS: LibraryDocument[] = [
  {
    slug: 'license',
    title: 'Выписка из реестра лицензий на образовательную деятельность',
    paragraphs: [
      `${ORGANIZATION} осуществляет образовательную деятельность по дополнительным общеобразовательным программам.`,
      'Регистрационный номер лицензии: Л035-01298-77/00000000. Дата предоставления: 15.03.2021. Срок действия: бессрочно.',
      'Вид образования: дополнительное образование. Подвид: дополнительное образование детей и взрослых.',
    ],
  },
  {
    slug: 'charter',
    title: 'Устав организации',
    paragraphs: [
      `${ORGANIZATION} создано для оказания образовательных услуг в дистанционной форме с применением электронного обучения.`,
      'Органы управления: общее собрание участников, генеральный директор. Место нахождения: г. Москва.',
    ],
  },
  {
    slug: 'education-rules',
    title: 'Правила приёма и обучения',
    paragraphs: [
      'Обучение ведётся по программам подготовки к ОГЭ и ЕГЭ в форме вебинаров, записей занятий и домашних заданий.',
      'Слушатель получает доступ к занятиям программы на оплаченный период сразу после подтверждения оплаты.',
    ],
  },
];

export const STATIC_DOCUMENTS: LibraryDocument[] = [
  {
    slug: 'refund-application',
    title: 'Шаблон заявления на возврат денежных средств',
    paragraphs: [
      `Генеральному директору ${ORGANIZATION}`,
      'От ______________________ (ФИО плательщика), телефон ______________, эл. почта ______________.',
      'Прошу вернуть денежные средства, уплаченные по заказу № ________ за программу ______________________, ' +
        'в связи с ______________________. Реквизиты для возврата прилагаю.',
      'Дата: ____________    Подпись: ____________',
    ],
  },
  {
    slug: 'tax-deduction',
    title: 'Заявление на справку для социального налогового вычета',
    paragraphs: [
      'Прошу выдать справку об оплате образовательных услуг для представления в налоговый орган.',
      'ФИО налогоплательщика: ______________________. ИНН: ______________. Год оплаты: ________.',
    ],
  },
  {
    slug: 'platform-rules',
    title: 'Правила пользования платформой',
    paragraphs: [
      'Доступ к занятиям персональный: не передавайте данные для входа третьим лицам.',
      'Записи занятий доступны до конца оплаченного периода; материалы предназначены только для личного обучения.',
    ],
  },
];

export const libraryLink = (slug: string) => `${LIBRARY_PATH}/${slug}/`;

export function libraryPdf(slug: string): PdfContent | undefined {
  const document = [...ORGANIZATION_DOCUMENTS, ...STATIC_DOCUMENTS].find((item) => item.slug === slug);
  if (!document) return undefined;
  return {
    title: document.title,
    author: ORGANIZATION,
    pages: [{ heading: document.title, paragraphs: document.paragraphs }],
  };
}
