import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export interface Notice {
  title?: string;
  details: string[];
}

/** Spec 2 §8: a failure on the form, with the server's details as its caption. */
export function PayNotice({ notice }: { notice: Notice | null }) {
  if (!notice || (!notice.title && !notice.details.length)) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={notice.title} role="alert">
      {notice.details.length > 0 && (
        <Stack gap={2}>
          {notice.details.map((detail) => (
            <Text key={detail} size="sm">
              {detail}
            </Text>
          ))}
        </Stack>
      )}
    </Alert>
  );
}
