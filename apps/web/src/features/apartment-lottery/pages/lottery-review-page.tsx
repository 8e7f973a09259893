import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  useMatches,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@school/contract';
import type { contract } from '../../../shared/api/contract';
import { formatDate } from '../../../shared/lib/format';
import { RecordCard, RecordCards } from '../../../shared/ui/record-cards';
import { usePhone } from '../../../shared/ui/use-phone';
import { REVIEW_PAGE_SIZE, useLotteryEntries, useReviewEntry, type ReviewStatus } from '../api/lottery';
import '../i18n';

type Entry = ResponseOf<typeof contract.apartmentLottery.staffList>['results'][number];

const STATUSES: ReviewStatus[] = ['AWAITING', 'CONFIRMED', 'NOT_CONFIRMED'];

/**
 * Issue 15 (docs/level-tests-and-lottery.md): staff check the exam points students entered for the
 * apartment lottery against the official results — the waiting ones first — and confirm them or
 * refuse them with a comment the student reads.
 */
export function LotteryReviewPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<ReviewStatus>('AWAITING');
  const [page, setPage] = useState(1);
  const [refusing, setRefusing] = useState<Entry | null>(null);
  // Three labels do not fit side by side on a phone.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  const phone = usePhone();
  const entries = useLotteryEntries(status, page);
  const review = useReviewEntry();
  const pages = Math.max(1, Math.ceil((entries.data?.count ?? 0) / REVIEW_PAGE_SIZE));
  const name = (entry: Entry) => `${entry.student.lastName} ${entry.student.firstName}`.trim();

  const comment = (entry: Entry) =>
    entry.reviewComment && (
      <Text size="xs" c="dimmed">
        {t('lottery.review.commentShown', { comment: entry.reviewComment })}
      </Text>
    );
  const submitted = (entry: Entry) => (entry.submittedAt ? formatDate(entry.submittedAt, i18n.language) : '—');
  const reviewed = (entry: Entry) => (entry.reviewedAt ? formatDate(entry.reviewedAt, i18n.language) : '—');
  const decision = (entry: Entry) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="teal"
        loading={review.isPending && review.variables?.studentId === entry.student.id}
        onClick={() => review.mutate({ studentId: entry.student.id, status: 'CONFIRMED' })}
        aria-label={t('lottery.review.confirmFor', { name: name(entry) })}
      >
        {t('lottery.review.confirm')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => setRefusing(entry)}
        aria-label={t('lottery.review.refuseFor', { name: name(entry) })}
      >
        {t('lottery.review.refuse')}
      </Button>
    </Group>
  );
  const awaiting = status === 'AWAITING';

  // A phone gets cards: the table's decision column would scroll out of sight (issue 8).
  const cards = entries.data?.results.map((entry) => (
    <RecordCard
      key={entry.student.id}
      testId="lottery-entry"
      title={
        <>
          <Text fw={500}>{name(entry)}</Text>
          {comment(entry)}
        </>
      }
      fields={[
        { label: t('lottery.review.points'), value: entry.points ?? '—' },
        { label: t('lottery.review.submitted'), value: submitted(entry) },
        ...(awaiting ? [] : [{ label: t('lottery.review.reviewed'), value: reviewed(entry) }]),
      ]}
      actions={awaiting ? decision(entry) : undefined}
    />
  ));
  const rows = entries.data?.results.map((entry) => (
    <Table.Tr key={entry.student.id} data-testid="lottery-entry">
      <Table.Td>
        <Text fw={500}>{name(entry)}</Text>
        {comment(entry)}
      </Table.Td>
      <Table.Td>{entry.points ?? '—'}</Table.Td>
      <Table.Td>{submitted(entry)}</Table.Td>
      <Table.Td>{awaiting ? decision(entry) : <Text size="sm">{reviewed(entry)}</Text>}</Table.Td>
    </Table.Tr>
  ));

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('lottery.review.title')}</Title>
        <Text c="dimmed">{t('lottery.review.lead')}</Text>
      </Stack>
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value as ReviewStatus);
          setPage(1);
        }}
        data={STATUSES.map((value) => ({ value, label: t(`lottery.review.tab.${value}`) }))}
        aria-label={t('lottery.review.tabs')}
        orientation={orientation}
        fullWidth
      />
      {review.isError && <Alert color="red">{review.error.message}</Alert>}
      {entries.isError ? (
        <Alert color="red">{t('lottery.review.failed')}</Alert>
      ) : !entries.data ? (
        <Skeleton height={240} radius="md" />
      ) : entries.data.count === 0 ? (
        <Text c="dimmed" data-testid="lottery-review-empty">
          {t(`lottery.review.empty.${status}`)}
        </Text>
      ) : phone ? (
        <RecordCards label={t('lottery.review.title')} loading={false}>
          {cards}
        </RecordCards>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lottery.review.student')}</Table.Th>
                <Table.Th>{t('lottery.review.points')}</Table.Th>
                <Table.Th>{t('lottery.review.submitted')}</Table.Th>
                <Table.Th>{awaiting ? t('lottery.review.decision') : t('lottery.review.reviewed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label={t('lottery.review.pagination')} />
      )}
      <RefuseModal
        key={refusing?.student.id ?? 0}
        entry={refusing}
        onClose={() => setRefusing(null)}
        onRefuse={(entry, comment) =>
          review.mutate(
            { studentId: entry.student.id, status: 'NOT_CONFIRMED', comment },
            { onSuccess: () => setRefusing(null) },
          )
        }
        pending={review.isPending}
      />
    </Stack>
  );
}

interface RefuseModalProps {
  entry: Entry | null;
  onClose: () => void;
  onRefuse: (entry: Entry, comment: string) => void;
  pending: boolean;
}

/** The student reads the reason and enters the points again, so a refusal needs one. */
function RefuseModal({ entry, onClose, onRefuse, pending }: RefuseModalProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t('lottery.review.refuseTitle', {
        name: entry ? `${entry.student.lastName} ${entry.student.firstName}`.trim() : '',
      })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (entry && comment.trim()) onRefuse(entry, comment.trim());
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('lottery.review.commentLabel')}
            description={t('lottery.review.commentHint')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('lottery.review.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending} disabled={!comment.trim()}>
              {t('lottery.review.refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
