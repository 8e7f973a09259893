import { useState } from 'react';
import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { IdentityScreen } from '../components/identity-screen';
import { ClientErrorScreen } from '../components/client-error-screen';
import { IdentityLink } from '../components/identity-link';
import { RecoverForm } from '../components/recover-form';
import { RecoverSent } from '../components/recover-sent';
import { useClientContext } from '../hooks/use-client-context';
import '../i18n';

const route = getRouteApi(paths.identity.recoverPassword);

/** Identity password recovery (spec 1 §2 auth provider path /recover-password). */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const context = useClientContext(route.useSearch());
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!context.ok) return <ClientErrorScreen error={context.error} page="recoverPassword" />;
  if (sentTo) return <RecoverSent email={sentTo} client={context.client} onAgain={() => setSentTo(null)} />;
  return (
    <IdentityScreen title={t('identity.recover.title')} description={t('identity.recover.description')}>
      <RecoverForm client={context.client} onSent={setSentTo} />
      <Text ta="center" fz="sm">
        <IdentityLink page="login" client={context.client}>
          {t('identity.recover.back')}
        </IdentityLink>
      </Text>
    </IdentityScreen>
  );
}
