import type { Role, Variant } from '@school/contract';
import { chooseSlot } from '../../shared/flags/slot-choice';

export interface MenuContext {
  role: Role;
  variant: Variant;
  /** Flag values by name; undefined until the flags have loaded. */
  flags: Readonly<Record<string, unknown>>;
}

/** When a menu item shows: the rules of spec 3 §6 plus "no link to a screen that is not built yet". */
export interface MenuRule {
  /** Roles that see the item (spec 3 §6: only if the user's role is listed). */
  roles: readonly Role[];
  /** A feature flag that must be on (spec 3 §6: the item's flag, if any, is on). */
  flag?: string;
  /** False until a later issue builds the item's screen; then it shows without other changes. */
  exists: boolean;
  /** Any further rule, e.g. the deployment variant (spec 1 §6). */
  visible?: (context: MenuContext) => boolean;
}

/** Spec 1 §1: a flag is on when its value selects the on slot; a flag not loaded yet is off. */
export function isFlagOn(value: unknown): boolean {
  return chooseSlot(value).kind === 'on';
}

export function isMenuItemVisible(item: MenuRule, context: MenuContext): boolean {
  if (!item.exists) return false;
  if (!item.roles.includes(context.role)) return false;
  if (item.flag && !isFlagOn(context.flags[item.flag])) return false;
  return item.visible?.(context) ?? true;
}

export function visibleMenuItems<T extends MenuRule>(items: readonly T[], context: MenuContext): T[] {
  return items.filter((item) => isMenuItemVisible(item, context));
}
