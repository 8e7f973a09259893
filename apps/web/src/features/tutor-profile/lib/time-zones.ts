import { TUTOR_TIME_ZONES } from '@school/contract';

/** The tutor time zones by their main city (the contract's list), with their offset. */
const CITIES: Record<(typeof TUTOR_TIME_ZONES)[number], string> = {
  'Europe/Kaliningrad': 'Калининград',
  'Europe/Moscow': 'Москва',
  'Europe/Samara': 'Самара',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Asia/Omsk': 'Омск',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Krasnoyarsk': 'Красноярск',
  'Asia/Irkutsk': 'Иркутск',
  'Asia/Yakutsk': 'Якутск',
  'Asia/Vladivostok': 'Владивосток',
  'Asia/Magadan': 'Магадан',
  'Asia/Kamchatka': 'Петропавловск-Камчатский',
  'Asia/Almaty': 'Алматы',
  'Asia/Aqtobe': 'Актобе',
};

function offsetOf(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName');
  return part?.value.replace('GMT', 'UTC') ?? '';
}

export const timeZoneOptions = (at = new Date()) =>
  TUTOR_TIME_ZONES.map((zone) => ({ value: zone, label: `${CITIES[zone]} (${offsetOf(zone, at)})` }));
