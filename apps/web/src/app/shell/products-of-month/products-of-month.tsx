import { Divider, NavLink } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { chooseSlot } from '../../../shared/flags/slot-choice';
import { useFlag } from '../../../shared/flags/use-flag';
import { useUser } from '../../../shared/session/session-store';
import { MonthProducts } from './month-products';
import './i18n';

/** Spec 3 §2: the flag that turns the block off (then a link to the lessons section shows instead). */
export const MENU_PURCHASES_FLAG = 'student-menu-purchases';

/** The student sidebar's products-of-month block (spec 3 §2); the sidebar leaves it out in mini mode. */
export function ProductsOfMonth({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const student = useUser()?.role === 'STUDENT_ROLE';
  const choice = chooseSlot(useFlag(MENU_PURCHASES_FLAG));
  // Until the flags load neither the block nor the link shows: neither may be the wrong one.
  if (!student || choice.kind === 'none' || choice.kind === 'named') return null;
  return (
    <>
      <Divider my="sm" />
      {choice.kind === 'on' ? (
        <MonthProducts onNavigate={onNavigate} />
      ) : (
        <NavLink
          component={Link}
          to={paths.myProductTypes}
          onClick={onNavigate}
          label={t('monthProducts.lessons')}
          leftSection={<IconBooks size={22} stroke={1.8} />}
          variant="light"
          h={48}
          px="md"
          fw={600}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      )}
    </>
  );
}
