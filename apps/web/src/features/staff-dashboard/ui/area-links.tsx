import { Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  ACCOUNT_ADMINS,
  AUDIT_READERS,
  CONTENT_STAFF,
  ENGAGEMENT_STAFF,
  MODERATION_STAFF,
  PAYMENT_READERS,
  PEOPLE_STAFF,
  type Role,
} from '@school/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';

const AREAS = [
  { key: 'content', to: paths.staffContent, roles: CONTENT_STAFF },
  { key: 'commerce', to: paths.staffCommerce, roles: PAYMENT_READERS },
  { key: 'people', to: paths.staffPeople, roles: PEOPLE_STAFF },
  { key: 'moderators', to: paths.staffModerators, roles: MODERATION_STAFF },
  { key: 'engagement', to: paths.staffEngagement, roles: ENGAGEMENT_STAFF },
  { key: 'audit', to: paths.staffAudit, roles: AUDIT_READERS },
  { key: 'accounts', to: paths.staffAccounts, roles: ACCOUNT_ADMINS },
] as const;

/**
 * The console's areas this role may open, one card each: the same role sets as the menu's console
 * items (app/shell/staff-area-cards.test.tsx checks every console role against the menu).
 */
export function AreaLinks({ role }: { role: Role | undefined }) {
  const { t } = useTranslation();
  const areas = AREAS.filter((area) => role && (area.roles as readonly Role[]).includes(role));
  if (!areas.length) return null;
  return (
    <nav aria-label={t('staff.dashboard.areas')}>
      <SimpleGrid cols={{ base: 2, md: Math.min(areas.length, 4) }} spacing="sm">
        {areas.map((area) => (
          <UnstyledButton key={area.key} component={Link} to={area.to} data-testid={`staff-area-${area.key}`}>
            <Card withBorder padding="sm" radius="md" h="100%">
              <Text fw={700}>{t(`staff.dashboard.area.${area.key}.title`)}</Text>
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {t(`staff.dashboard.area.${area.key}.lead`)}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </nav>
  );
}
