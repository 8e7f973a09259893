import { dateTimeFormat } from '@school/contract';

/** "12 мая в 15:00" in the given zone. */
export const dayAndTime = (at: Date, timeZone: string) =>
  dateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone }).format(at);
