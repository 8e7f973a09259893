import { Card, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planItemHref, planQuery } from '../../../shared/profile/profile-queries';
import { AnchorLink } from '../../../shared/ui/router-link';

/**
 * Issue 13: the next step of the student's individual program (the first item of the plan, weakest
 * topic first); nothing without an ACTIVE program. Its query lives in the shell, so home loads no
 * extra chunk for it (first-visit budget).
 */
export function NextStepCard() {
  const { t } = useTranslation();
  const plan = useQuery(planQuery);
  const section = plan.data?.sections.find((entry) => entry.items.length > 0);
  const item = section?.items[0];
  if (!section || !item) return null;
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="program-next-title">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" id="program-next-title">
          {t('home.programNext', { title: section.productType.title })}
        </Text>
        <AnchorLink to={planItemHref(item)} fw={600}>
          {item.title}
        </AnchorLink>
        <Text size="sm">{item.reason}</Text>
      </Stack>
    </Card>
  );
}
