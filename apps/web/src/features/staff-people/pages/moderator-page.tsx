import { Anchor, Stack, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { ModeratorBansTable } from '../ui/moderator-bans-table';
import { ModeratorReportsTable } from '../ui/moderator-reports-table';
import '../i18n';

const route = getRouteApi(paths.staffModerator);

/** Issue 16: one moderator's work — the bans they gave and the reports they handled, newest first. */
export function ModeratorPage() {
  const { t } = useTranslation();
  const id = Number(route.useParams().moderatorId);
  return (
    <Stack gap="lg">
      <StaffPageHeader
        title={t('staffPeople.moderators.workTitle')}
        lead={t('staffPeople.moderators.workLead')}
        actions={
          <Anchor component={Link} to={paths.staffModerators}>
            {t('staffPeople.moderators.back')}
          </Anchor>
        }
      />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('staffPeople.moderators.bansTitle')}
        </Title>
        <ModeratorBansTable moderatorId={id} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('staffPeople.moderators.reportsTitle')}
        </Title>
        <ModeratorReportsTable moderatorId={id} />
      </Stack>
    </Stack>
  );
}
