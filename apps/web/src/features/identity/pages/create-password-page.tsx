import { useState } from 'react';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { AuthScreenIcon } from '../../../shared/ui/auth-screen';
import { IdentityScreen } from '../components/identity-screen';
import { ClientErrorScreen } from '../components/client-error-screen';
import { CreatePasswordForm } from '../components/create-password-form';
import { IdentityButton, IdentityLink } from '../components/identity-link';
import { useClientContext } from '../hooks/use-client-context';
import '../i18n';

const route = getRouteApi(paths.identity.createPassword);

/** Identity create-password (spec 1 §2 auth provider path /create-password), opened from the reset e-mail. */
export function CreatePasswordPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const token = search.reset_token;
  const context = useClientContext(search);
  const [done, setDone] = useState(false);
  if (!context.ok) return <ClientErrorScreen error={context.error} page="createPassword" />;
  const { client } = context;
  if (!token) {
    return (
      <IdentityScreen
        title={t('identity.create.title')}
        description={t('identity.create.noToken')}
        icon={
          <AuthScreenIcon color="red">
            <IconLinkOff size={32} />
          </AuthScreenIcon>
        }
      >
        <IdentityButton page="recoverPassword" client={client}>
          {t('identity.create.recover')}
        </IdentityButton>
      </IdentityScreen>
    );
  }
  if (done) {
    return (
      <IdentityScreen
        title={t('identity.create.doneTitle')}
        description={t('identity.create.doneText')}
        icon={
          <AuthScreenIcon color="teal">
            <IconCircleCheck size={32} />
          </AuthScreenIcon>
        }
      >
        <IdentityButton page="login" client={client}>
          {t('identity.create.login')}
        </IdentityButton>
      </IdentityScreen>
    );
  }
  return (
    <IdentityScreen title={t('identity.create.title')} description={t('identity.create.description')}>
      <CreatePasswordForm token={token} onDone={() => setDone(true)} />
      <IdentityLink page="recoverPassword" client={client} fz="sm" ta="center">
        {t('identity.create.recover')}
      </IdentityLink>
    </IdentityScreen>
  );
}
