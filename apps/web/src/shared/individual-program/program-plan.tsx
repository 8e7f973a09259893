import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanItem } from '@school/contract';
import { useQuery } from '@tanstack/react-query';
import { planItemHref, planQuery } from '../profile/profile-queries';
import { AnchorLink } from '../ui/router-link';
import './i18n';

function PlanRow({ item }: { item: PlanItem }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color={item.kind === 'lesson' ? 'blue' : 'grape'} style={{ flexShrink: 0 }}>
            {t(item.kind === 'lesson' ? 'individualPlan.lesson' : 'individualPlan.homework')}
          </Badge>
          <AnchorLink to={planItemHref(item)} fw={600} lineClamp={1}>
            {item.title}
          </AnchorLink>
        </Group>
        <Text size="sm" c="dimmed">
          {item.reason}
        </Text>
      </Stack>
      {item.mastery !== null && (
        <Progress
          value={item.mastery}
          w={72}
          mt={8}
          style={{ flexShrink: 0 }}
          aria-label={item.reason}
          color={item.mastery < 50 ? 'red' : item.mastery < 80 ? 'yellow' : 'teal'}
        />
      )}
    </Group>
  );
}

/**
 * Issue 13 "what ACTIVE changes": on /lessons, each ACTIVE product type's lessons and homework in
 * the plan's order (weakest topics toward the goal first, docs/individual-program.md), each with
 * its reason. Nothing shows without an ACTIVE program.
 */
export function ProgramPlan() {
  const { t } = useTranslation();
  const plan = useQuery(planQuery);
  if (!plan.data || plan.data.sections.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="program-plan-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="program-plan-title">
            {t('individualPlan.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('individualPlan.text')}
          </Text>
        </div>
        {plan.data.sections.map((section) => (
          <Stack key={section.productType.id} gap="xs">
            <Group gap="xs">
              <Title order={3} size="h5">
                {section.productType.title}
              </Title>
              {section.isPriority && <Badge color="orange">{t('individualPlan.priority')}</Badge>}
              {section.goal !== null && (
                <Text size="sm" c="dimmed">
                  {t('individualPlan.goal', { points: section.goal })}
                </Text>
              )}
            </Group>
            {section.items.length === 0 ? (
              <Text size="sm">{t('individualPlan.empty')}</Text>
            ) : (
              <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {section.items.map((item) => (
                  <PlanRow key={`${item.kind}-${item.id}`} item={item} />
                ))}
              </Stack>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
