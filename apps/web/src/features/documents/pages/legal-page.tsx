import { Stack, Tabs, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { OrganizationTab } from '../components/organization-tab';
import { PurchasesTab } from '../components/purchases-tab';
import { usePhone } from '../../../shared/ui/use-phone';
import '../i18n';

const route = getRouteApi(paths.legal);

/** Spec 2 §2 /legal: documents of purchased courses (the default tab) and the organization's details. */
export function LegalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab = 'purchases' } = route.useSearch();
  // On a phone both long tab names share the row, each wrapping onto two lines.
  const narrow = usePhone();
  const select = (next: string | null) =>
    void navigate({ to: paths.legal, search: next === 'organization' ? { tab: 'organization' } : {}, replace: true });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('documents.title')}
      </Title>
      <Tabs
        value={tab}
        onChange={select}
        keepMounted={false}
        styles={narrow ? { tab: { whiteSpace: 'normal', textAlign: 'center' } } : undefined}
      >
        <Tabs.List mb="lg" grow={narrow} style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value="purchases">{t('documents.tabs.purchases')}</Tabs.Tab>
          <Tabs.Tab value="organization">{t('documents.tabs.organization')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="purchases">
          <PurchasesTab />
        </Tabs.Panel>
        <Tabs.Panel value="organization">
          <OrganizationTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
