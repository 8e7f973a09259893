import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconNotebook, IconPaperclip } from '@tabler/icons-react';
import type { Material } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { useMaterials } from '../api/lesson-extras';
import '../i18n';

const ICONS = { workbook: IconNotebook, summary: IconFileText, additional: IconPaperclip } as const;

/** The lesson's files; hidden when there are none (a 404 included, spec 3 §7). */
export function MaterialsSection({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const materials = useMaterials(lessonId, true).data ?? [];
  if (materials.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lesson-materials">
      <Title order={2} size="h4" mb="sm" id="lesson-materials">
        {t('lessonPage.materials.title')}
      </Title>
      <Stack gap="xs">
        {materials.map((material) => (
          <MaterialLink key={material.id} material={material} />
        ))}
      </Stack>
    </Paper>
  );
}

function MaterialLink({ material }: { material: Material }) {
  const { t } = useTranslation();
  const Icon = ICONS[material.kind];
  return (
    <Group gap="sm" wrap="nowrap">
      <Icon size={20} aria-hidden />
      <div>
        <Anchor href={material.url} target="_blank" rel="noopener noreferrer" fw={500}>
          {material.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t(`lessonPage.materials.kind.${material.kind}`)}
        </Text>
      </div>
    </Group>
  );
}
