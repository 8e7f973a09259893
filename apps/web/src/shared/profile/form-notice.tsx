import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failure that names no field (spec 3 §5: non-attribute errors show as notices). */
export function FormNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
      {notice}
    </Alert>
  );
}
