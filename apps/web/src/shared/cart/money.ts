import { formatMoney } from '@school/contract';
import { appSettings } from '../config/app-settings';

/** Minor units in the deployment's locale (spec 2 §1); the currency is the cart's or the deployment's. */
export function money(minor: number, currency?: string): string {
  const settings = appSettings();
  return formatMoney(minor, currency ?? settings.currency, settings.locale);
}
