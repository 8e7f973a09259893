import type { ReactNode } from 'react';
import { Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { useOrganizationDocuments, usePublicDocuments, useStaticDocuments } from '../api/get-organization-documents';

const PUBLIC_LINKS = ['oferta', 'politics', 'termsOfUse'] as const;

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={500} size="sm">
      <IconExternalLink size={15} style={{ verticalAlign: '-2px', marginInlineEnd: 6 }} />
      {children}
    </Anchor>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

const linkList = (items: { key: string; href: string; title: string }[]) => (
  <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
    {items.map((item) => (
      <li key={item.key}>
        <ExternalLink href={item.href}>{item.title}</ExternalLink>
      </li>
    ))}
  </Stack>
);

/** Spec 2 §2 organization tab: the public offer, privacy policy and user agreement, and the organization's documents. */
export function OrganizationTab() {
  const { t } = useTranslation();
  const publicDocuments = usePublicDocuments();
  const organization = useOrganizationDocuments();
  const staticDocuments = useStaticDocuments();
  const pending = <Skeleton height={72} radius="md" />;

  const organizationBody = () => {
    if (organization.isError)
      return <LoadError message={t('documents.organization.loadError')} onRetry={() => void organization.refetch()} />;
    if (!organization.data) return pending;
    if (organization.data.results.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t('documents.organization.empty')}
        </Text>
      );
    return linkList(organization.data.results.map((item) => ({ key: item.link, href: item.link, title: item.title })));
  };

  return (
    <Stack gap="md">
      <Section title={t('documents.public.title')}>
        {publicDocuments.data
          ? linkList(
              PUBLIC_LINKS.map((key) => ({
                key,
                href: publicDocuments.data[key],
                title: t(`documents.public.${key}`),
              })),
            )
          : pending}
      </Section>
      <Section title={t('documents.organization.title')}>{organizationBody()}</Section>
      {!!staticDocuments.data?.results.length && (
        <Section title={t('documents.static.title')}>
          {linkList(staticDocuments.data.results.map((item) => ({ key: item.url, href: item.url, title: item.title })))}
        </Section>
      )}
    </Stack>
  );
}
