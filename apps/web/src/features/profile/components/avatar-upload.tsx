import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@school/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useUploadAvatar } from '../api/profile-api';

/** Spec 1 §2 "avatar upload by form"; the server checks the size ('Файл слишком большой') and that it is an image. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const name = `${profile.firstName} ${profile.lastName}`;
  const error =
    upload.error instanceof ApiError
      ? (upload.error.fields.avatar ?? upload.error.first?.detail)
      : upload.error?.message;
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={profile.avatar} name={name} alt={name} size={88} radius="xl" color="violet" variant="filled" />
      <Stack gap={4}>
        <FileButton
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(file) =>
            file &&
            upload.mutate(file, {
              onSuccess: () => notifications.show({ color: 'teal', message: t('profile.avatar.uploaded') }),
            })
          }
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={18} />} loading={upload.isPending}>
              {t('profile.avatar.change')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('profile.avatar.hint')}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
