import { useState } from 'react';
import { Alert, Button, Checkbox, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/lib/format';
import { usePasswordResetLink } from '../api/people';
import '../i18n';

/** «Ссылка для сброса пароля»: the «Забыли пароль» link to pass on, optionally e-mailed too. */
export function ResetLinkModal({
  studentId,
  email,
  opened,
  onClose,
}: {
  studentId: number;
  email: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const issue = usePasswordResetLink(studentId);
  const [sendEmail, setSendEmail] = useState(false);
  const close = () => {
    issue.reset();
    setSendEmail(false);
    onClose();
  };
  const result = issue.data;
  const failure = issue.error instanceof ApiError ? issue.error.message : t('staffPeople.reset.failed');
  return (
    <Modal opened={opened} onClose={close} title={t('staffPeople.reset.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('staffPeople.reset.lead')}</Text>
        {issue.isError && <Alert color="red">{failure}</Alert>}
        {result ? (
          <>
            <Group gap="sm" wrap="nowrap" align="flex-end">
              <TextInput
                label={t('staffPeople.reset.link')}
                value={result.link}
                readOnly
                style={{ flex: 1 }}
                data-testid="reset-link"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={result.link}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('staffPeople.reset.copied') : t('staffPeople.reset.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm" c="dimmed">
              {t('staffPeople.reset.expires', { time: formatDateTime(result.expiresAt, i18n.language) })}
            </Text>
            {result.emailed && <Text size="sm">{t('staffPeople.reset.emailed', { email })}</Text>}
            <Group justify="flex-end">
              <Button onClick={close}>{t('staffPeople.reset.close')}</Button>
            </Group>
          </>
        ) : (
          <>
            <Checkbox
              label={t('staffPeople.reset.sendEmail')}
              checked={sendEmail}
              onChange={(event) => setSendEmail(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('staffPeople.block.cancel')}
              </Button>
              <Button loading={issue.isPending} onClick={() => issue.mutate({ sendEmail })}>
                {t('staffPeople.reset.create')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
