import { useState } from 'react';
import { Anchor, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { UploadedFile } from '@school/contract';
import { useTranslation } from 'react-i18next';
import './i18n';

/** Photos of handwritten work: thumbnails, a tap opens one full size. */
export function AnswerPhotos({ files }: { files: readonly UploadedFile[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<UploadedFile | null>(null);
  if (files.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('homeworkAnswer.photos')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {files.map((file) => (
          <UnstyledButton
            key={file.url}
            onClick={() => setOpen(file)}
            aria-label={t('homeworkAnswer.openPhoto', { name: file.name })}
          >
            <Image src={file.url} alt="" h={120} radius="md" fit="cover" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': t('homeworkAnswer.close') }}
      >
        {open && (
          <Stack gap="xs">
            <Image src={open.url} alt={open.name} maw="min(90vw, 1200px)" mah="80vh" fit="contain" />
            <Anchor href={open.url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('homeworkAnswer.openOriginal')}
            </Anchor>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
