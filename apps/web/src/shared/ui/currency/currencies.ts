import { IconBolt, IconCoin, IconGift, IconKey, IconMedal, type Icon } from '@tabler/icons-react';
import './i18n';

export type CurrencyKey = 'exp' | 'umcoins' | 'medals' | 'keys' | 'bonuses';

export interface CurrencyMeta {
  key: CurrencyKey;
  icon: Icon;
  /** Mantine color name */
  color: string;
  /** i18n key of the currency's name */
  label: string;
}

/** The student currencies of spec 1 §1 gamification and spec 1 §3 Balance, in display order. */
export const CURRENCIES: Record<CurrencyKey, CurrencyMeta> = {
  exp: { key: 'exp', icon: IconBolt, color: 'violet', label: 'currency.exp' },
  umcoins: { key: 'umcoins', icon: IconCoin, color: 'yellow', label: 'currency.umcoins' },
  medals: { key: 'medals', icon: IconMedal, color: 'orange', label: 'currency.medals' },
  keys: { key: 'keys', icon: IconKey, color: 'teal', label: 'currency.keys' },
  bonuses: { key: 'bonuses', icon: IconGift, color: 'pink', label: 'currency.bonuses' },
};
