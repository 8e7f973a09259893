import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportKind, ImportPreview } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { StaffPageHeader } from '../../../shared/staff/staff-page-header';
import { useImportCommit, useImportPreview, useSubjects, type ImportBody } from '../api/staff-tasks';
import { sampleHref } from '../ui/samples';
import '../i18n';

/** `/staff/content/import`: lessons or tasks from a CSV/JSON file, checked row by row first (docs/staff-tasks.md). */
export function ImportPage() {
  const { t } = useTranslation();
  const subjects = useSubjects();
  const preview = useImportPreview();
  const commit = useImportCommit();
  const [kind, setKind] = useState<ImportKind>('lessons');
  const [product, setProduct] = useState<number | ''>('');
  const [classType, setClassType] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ body: ImportBody; result: ImportPreview } | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const reset = () => {
    setChecked(null);
    setMessages([]);
    setDone(null);
  };
  const failed = (error: unknown) =>
    setMessages(error instanceof ApiError ? error.items.map((item) => item.detail) : [t('staffTasks.import.failed')]);

  const check = async () => {
    reset();
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setMessages([t('staffTasks.import.fileFailed')]);
      return;
    }
    const body: ImportBody = {
      kind,
      format: /\.json$/i.test(file.name) ? 'json' : 'csv',
      text,
      product: kind === 'lessons' && product !== '' ? product : null,
      classType: kind === 'tasks' && classType ? Number(classType) : null,
    };
    try {
      setChecked({ body, result: await preview.mutateAsync(body) });
    } catch (error) {
      failed(error);
    }
  };
  const write = async () => {
    if (!checked) return;
    try {
      const result = await commit.mutateAsync(checked.body);
      setChecked(null);
      setDone(t('staffTasks.import.done', { n: result.created }));
    } catch (error) {
      failed(error);
    }
  };
  const result = checked?.result;
  const rows = useMemo(() => result?.rows ?? [], [result]);

  return (
    <Stack gap="lg">
      <StaffPageHeader title={t('staffTasks.import.title')} lead={t('staffTasks.import.lead')} />
      <Stack gap="sm">
        <Text size="sm" fw={500} id="import-kind">
          {t('staffTasks.import.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="import-kind"
          value={kind}
          onChange={(value) => {
            setKind(value as ImportKind);
            reset();
          }}
          data={[
            { value: 'lessons', label: t('staffTasks.import.lessons') },
            { value: 'tasks', label: t('staffTasks.import.tasks') },
          ]}
          w="fit-content"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {kind === 'lessons' ? (
          <NumberInput
            label={t('staffTasks.import.product')}
            description={t('staffTasks.import.productHint')}
            value={product}
            min={1}
            onChange={(value) => {
              setProduct(value === '' ? '' : Number(value));
              reset();
            }}
          />
        ) : (
          <Select
            label={t('staffTasks.import.subject')}
            data={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
            value={classType}
            onChange={(value) => {
              setClassType(value);
              reset();
            }}
          />
        )}
        <FileInput
          label={t('staffTasks.import.file')}
          accept=".csv,.json,text/csv,application/json"
          value={file}
          onChange={(value) => {
            setFile(value);
            reset();
          }}
          leftSection={<IconFileUpload size={18} />}
          clearable
          clearButtonProps={{ 'aria-label': t('staffTasks.import.clear') }}
        />
      </SimpleGrid>
      <Group>
        <Button onClick={() => void check()} loading={preview.isPending} disabled={!file}>
          {t('staffTasks.import.check')}
        </Button>
        <Anchor href={sampleHref(kind)} download={`${kind}-sample.csv`}>
          <Group gap={4}>
            <IconDownload size={16} aria-hidden />
            {t('staffTasks.import.sample')}
          </Group>
        </Anchor>
      </Group>
      {messages.length > 0 && (
        <Alert color="red" role="alert">
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      {done && (
        <Alert color="green" role="status">
          {done}
        </Alert>
      )}
      {result && (
        <Stack gap="sm">
          {result.fileErrors.length > 0 && (
            <Alert color="red">
              {result.fileErrors.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <Text>{t('staffTasks.import.summary', { valid: result.valid, invalid: result.invalid })}</Text>
          {result.invalid > 0 && <Alert color="orange">{t('staffTasks.import.fixFirst')}</Alert>}
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm" aria-label={t('staffTasks.import.label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staffTasks.import.row')}</Table.Th>
                  <Table.Th>{t('staffTasks.import.what')}</Table.Th>
                  <Table.Th>{t('staffTasks.import.errors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.row}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>{row.summary}</Table.Td>
                    <Table.Td>
                      {row.errors.length === 0 ? (
                        <Badge color="green" variant="light">
                          {t('staffTasks.import.ok')}
                        </Badge>
                      ) : (
                        <List size="sm" spacing={2}>
                          {row.errors.map((error, index) => (
                            <List.Item key={index}>
                              <Text
                                span
                                size="sm"
                                c="red.8"
                                style={{ color: 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-3))' }}
                              >
                                <b>{error.field}</b>: {error.message}
                              </Text>
                            </List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Button
              onClick={() => void write()}
              loading={commit.isPending}
              disabled={result.invalid > 0 || result.fileErrors.length > 0 || result.valid === 0}
            >
              {t('staffTasks.import.commit', { n: result.valid })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
