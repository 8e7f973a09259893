import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconKey, IconLock, IconLockOpen, IconPlus } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BLOCK_STAFF, type StaffStudentCard } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { money } from '../../../shared/cart/money';
import { paths } from '../../../shared/config/paths';
import { formatDate, formatDateTime, formatPhone } from '../../../shared/lib/format';
import { useUser } from '../../../shared/session/session-store';
import { useStudentCard } from '../api/people';
import { BlockModal } from '../ui/block-modal';
import { GrantAccessModal } from '../ui/grant-access-modal';
import { ResetLinkModal } from '../ui/reset-link-modal';
import { SectionTable } from '../../../shared/staff/section-table';
import '../i18n';

const route = getRouteApi(paths.staffStudent);

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {lead && (
            <Text size="sm" c="dimmed">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

type Modal = 'grant' | 'reset' | 'block' | null;

/** Issue 16: one student on one screen, and what support can do for them (docs/staff-people.md). */
export function StudentCardPage() {
  const { t } = useTranslation();
  const id = Number(route.useParams().studentId);
  const card = useStudentCard(id);
  const [modal, setModal] = useState<Modal>(null);
  // What the block dialog does is fixed when it opens: the card refreshes under it while it closes.
  const [blockTo, setBlockTo] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const role = useUser()?.role;
  const mayBlock = role !== undefined && (BLOCK_STAFF as readonly string[]).includes(role);

  const back = (
    <Anchor component={Link} to={paths.staffPeople} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('staffPeople.back')}
      </Group>
    </Anchor>
  );
  if (card.isError) {
    const missing = card.error instanceof ApiError && card.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        <Alert color="red">{missing ? t('staffPeople.notFound') : t('staff.table.failed')}</Alert>
      </Stack>
    );
  }
  if (!card.data) return <Skeleton height={400} radius="md" />;
  const data = card.data;
  const { profile } = data;
  const fullName = `${profile.lastName} ${profile.firstName}`.trim() || profile.email;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{fullName}</Title>
            {profile.isActive ? (
              <Badge color="green" variant="light">
                {t('staffPeople.active')}
              </Badge>
            ) : (
              <Badge color="red" variant="filled">
                {t('staffPeople.blocked')}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setModal('grant')}>
            {t('staffPeople.grant.open')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={() => setModal('reset')}
            disabled={!profile.isActive}
          >
            {t('staffPeople.reset.open')}
          </Button>
          {mayBlock && (
            <Button
              variant="outline"
              color={profile.isActive ? 'red' : undefined}
              leftSection={
                profile.isActive ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />
              }
              onClick={() => {
                setBlockTo(profile.isActive);
                setModal('block');
              }}
            >
              {profile.isActive ? t('staffPeople.block.block') : t('staffPeople.block.unblock')}
            </Button>
          )}
        </Group>
      </Group>
      {notice && (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)} role="status" data-testid="people-notice">
          {notice}
        </Alert>
      )}
      <ProfileSection data={data} />
      <PurchasesSection data={data} />
      <AccessSection data={data} />
      <HomeworkSection data={data} />
      <RewardsSection data={data} />
      <SessionsSection data={data} />
      <GrantAccessModal studentId={id} opened={modal === 'grant'} onClose={() => setModal(null)} onDone={setNotice} />
      <ResetLinkModal studentId={id} email={profile.email} opened={modal === 'reset'} onClose={() => setModal(null)} />
      {mayBlock && (
        <BlockModal studentId={id} blocked={blockTo} opened={modal === 'block'} onClose={() => setModal(null)} />
      )}
    </Stack>
  );
}

function ProfileSection({ data }: { data: StaffStudentCard }) {
  const { t, i18n } = useTranslation();
  const { profile } = data;
  return (
    <Section title={t('staffPeople.profile')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Fact label={t('staffPeople.email')} value={profile.email} />
        <Fact
          label={t('staffPeople.phone')}
          value={profile.phone ? formatPhone(profile.phone) : t('staffPeople.noPhone')}
        />
        <Fact label={t('staffPeople.created')} value={formatDate(profile.createdAt, i18n.language)} />
      </SimpleGrid>
    </Section>
  );
}

function PurchasesSection({ data }: { data: StaffStudentCard }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('staffPeople.purchases')}>
      <SectionTable
        label={t('staffPeople.purchasesLabel')}
        empty={t('staffPeople.noPurchases')}
        head={[
          t('staffPeople.order'),
          t('staffPeople.date'),
          t('staffPeople.products'),
          t('staffPeople.amount'),
          t('staffPeople.orderStatus'),
        ]}
        rows={data.purchases.map((order) => ({
          key: order.id,
          cells: [
            `№ ${order.id}`,
            formatDateTime(order.paidAt ?? order.createdAt, i18n.language),
            order.products.map((product) => product.title).join(', '),
            money(order.amount, order.currency),
            <Badge key="status" variant="light" miw="max-content" color={order.status === 'paid' ? 'green' : 'gray'}>
              {t(`staffPeople.orders.${order.status}`, { defaultValue: order.status })}
            </Badge>,
          ],
        }))}
      />
    </Section>
  );
}

function AccessSection({ data }: { data: StaffStudentCard }) {
  const { t, i18n } = useTranslation();
  const now = Date.now();
  const stateOf = (access: StaffStudentCard['access'][number]) =>
    access.current
      ? { label: t('staffPeople.current'), color: 'green' }
      : new Date(access.startsAt).getTime() > now
        ? { label: t('staffPeople.upcoming'), color: 'blue' }
        : { label: t('staffPeople.ended'), color: 'gray' };
  return (
    <Section title={t('staffPeople.access')}>
      <SectionTable
        label={t('staffPeople.accessLabel')}
        empty={t('staffPeople.noAccess')}
        head={[
          t('staffPeople.product'),
          t('staffPeople.from'),
          t('staffPeople.until'),
          t('staffPeople.source'),
          t('staffPeople.orderStatus'),
        ]}
        rows={data.access.map((access) => {
          const state = stateOf(access);
          return {
            key: access.productId,
            cells: [
              access.productTitle,
              formatDate(access.startsAt, i18n.language),
              formatDate(new Date(new Date(access.endsAt).getTime() - 1).toISOString(), i18n.language),
              t(`staffPeople.sources.${access.source}`, { defaultValue: access.source }),
              <Badge key="state" variant="light" miw="max-content" color={state.color}>
                {state.label}
              </Badge>,
            ],
          };
        })}
      />
    </Section>
  );
}

function HomeworkSection({ data }: { data: StaffStudentCard }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('staffPeople.homework')}>
      <SectionTable
        label={t('staffPeople.homeworkLabel')}
        empty={t('staffPeople.noHomework')}
        head={[t('staffPeople.work'), t('staffPeople.orderStatus'), t('staffPeople.score'), t('staffPeople.submitted')]}
        rows={data.homework.map((work) => ({
          key: work.id,
          cells: [
            work.title,
            <Badge key="status" variant="light" miw="max-content">
              {t(`staffPeople.hwStatus.${work.status}`, { defaultValue: work.status })}
            </Badge>,
            work.score === null ? '—' : `${work.score} / ${work.maxScore}`,
            work.submittedAt ? formatDateTime(work.submittedAt, i18n.language) : '—',
          ],
        }))}
      />
    </Section>
  );
}

function RewardsSection({ data }: { data: StaffStudentCard }) {
  const { t } = useTranslation();
  const { rewards } = data;
  return (
    <Section title={t('staffPeople.rewards')}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
        <Fact label={t('staffPeople.level')} value={rewards.levelTitle || '—'} />
        <Fact label={t('staffPeople.exp')} value={rewards.exp} />
        <Fact label={t('staffPeople.umcoins')} value={rewards.umcoins} />
        <Fact label={t('staffPeople.medals')} value={rewards.medals} />
        <Fact label={t('staffPeople.keys')} value={rewards.keys} />
        <Fact label={t('staffPeople.bonuses')} value={rewards.bonuses} />
      </SimpleGrid>
    </Section>
  );
}

function SessionsSection({ data }: { data: StaffStudentCard }) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('staffPeople.sessions')} lead={t('staffPeople.sessionsLead')}>
      <SectionTable
        label={t('staffPeople.sessions')}
        empty={t('staffPeople.noSessions')}
        minWidth={480}
        head={[t('staffPeople.sessionStarted'), t('staffPeople.sessionLast'), t('staffPeople.sessionExpires')]}
        rows={data.sessions.map((session) => ({
          key: session.id,
          cells: [
            formatDateTime(session.startedAt, i18n.language),
            formatDateTime(session.lastRefreshAt, i18n.language),
            formatDate(session.expiresAt, i18n.language),
          ],
        }))}
      />
    </Section>
  );
}
