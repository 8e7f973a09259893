import { dateTimeFormat } from '@school/contract';

/** "2024-09-01" or an ISO timestamp as a date in the interface language. */
export function formatDate(value: string, language: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** Russian and Kazakh numbers (+7 and 11 digits) read as +7 916 123-45-67; others as stored. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const match = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}

/** An ISO timestamp as date and time in the interface language ("27 ноября 2026 г., 14:05"). */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
