import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { BannersTab } from '../ui/banners-tab';
import { FlagsTab } from '../ui/flags-tab';
import { ModalsTab } from '../ui/modals-tab';
import { ReferralTab } from '../ui/referral-tab';
import '../i18n';

type Tab = 'modals' | 'polls' | 'banners' | 'referral' | 'flags';

/** Issue 16: global modals, corner polls, banners, referral terms and feature flags (docs/staff-engagement.md). */
export function EngagementPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('modals');
  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staff.engagement.title')} lead={t('staff.engagement.lead')} />
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'modals')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="modals">{t('staff.engagement.tab.modals')}</Tabs.Tab>
          <Tabs.Tab value="polls">{t('staff.engagement.tab.polls')}</Tabs.Tab>
          <Tabs.Tab value="banners">{t('staff.engagement.tab.banners')}</Tabs.Tab>
          <Tabs.Tab value="referral">{t('staff.engagement.tab.referral')}</Tabs.Tab>
          <Tabs.Tab value="flags">{t('staff.engagement.tab.flags')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="modals" pt="md">
          <ModalsTab showStyle="FULL" />
        </Tabs.Panel>
        <Tabs.Panel value="polls" pt="md">
          <ModalsTab showStyle="CORNER" />
        </Tabs.Panel>
        <Tabs.Panel value="banners" pt="md">
          <BannersTab />
        </Tabs.Panel>
        <Tabs.Panel value="referral" pt="md">
          <ReferralTab />
        </Tabs.Panel>
        <Tabs.Panel value="flags" pt="md">
          <FlagsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
