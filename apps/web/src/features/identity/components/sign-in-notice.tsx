import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { signInNotice } from '../../../shared/session/sign-in-notice';
import '../i18n';

/** Why the user is signing in again (spec 1 §8 'Authorization session are expired.'), once. */
export function SignInNotice() {
  const { t } = useTranslation();
  const [message] = useState(signInNotice.read);
  // Read once: a reload of the sign-in page is not a second end of the session.
  useEffect(() => signInNotice.clear(), []);
  if (!message) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconClockExclamation size={20} />} role="status">
      {t(message)}
    </Alert>
  );
}
