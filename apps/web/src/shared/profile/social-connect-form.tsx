import { useState } from 'react';
import { Button, Radio, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconBrandVk } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Profile, SystemModals } from '@school/contract';
import { ApiError } from '../api/api-error';
import { call } from '../api/client';
import { contract } from '../api/contract';
import { appSettings } from '../config/app-settings';
import { phoneCountriesFor, type PhoneCountry } from '../lib/phone';
import { startVkIdLogin } from '../session/oauth-flow';
import { PhoneField } from '../ui/phone-field/phone-field';
import { FormNotice } from './form-notice';
import { storeProfile } from './profile-queries';
import './i18n';

type Messenger = 'Telegram' | 'Whatsapp';
const SERVICE_NAME = { Vk: 'ВКонтакте', Telegram: 'Telegram', Whatsapp: 'WhatsApp' } as const;

/** Spec 3 §4: VK unless the deployment offers messengers only; the toggle between them only for type All. */
export const initialSocialView = (type: SystemModals['socialAccountType']): 'vk' | 'messengers' =>
  type === 'Messengers' ? 'messengers' : 'vk';

function VkConnect({ onFailed }: { onFailed: (notice: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const providers = await call(contract.auth.oauthProviders);
      const vk = providers.find((provider) => provider.provider === 'vk');
      if (!vk) throw new Error('VK ID is not configured');
      window.location.assign(await startVkIdLogin(vk, null, window.location.origin, 'connect'));
    } catch {
      onFailed(t('error has occurred connecting', { service: SERVICE_NAME.Vk }));
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('confirm.social.vkLead')}
      </Text>
      <Button leftSection={<IconBrandVk size={20} />} onClick={() => void start()} loading={busy}>
        {t('confirm.social.vk')}
      </Button>
    </Stack>
  );
}

function MessengerConnect({ onConnected }: { onConnected?: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const countries = phoneCountriesFor(appSettings().variant);
  const [method, setMethod] = useState<Messenger>('Telegram');
  const [byNickname, setByNickname] = useState(false);
  const [country, setCountry] = useState<PhoneCountry>(countries[0] ?? 'ru');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nickname = method === 'Telegram' && byNickname;

  const reset = () => {
    setValue('');
    setError(undefined);
  };

  const submit = async () => {
    setNotice(null);
    setBusy(true);
    try {
      const sent = nickname ? `@${value.replace(/^@/, '')}` : value;
      const profile = await call(contract.profile.connectSocial, { body: { method, value: sent } });
      storeProfile(queryClient, profile);
      onConnected?.(profile);
    } catch (failure) {
      // Spec 3 §5: an error on the value shows at the field; anything else as the spec 3 §8 notice.
      if (failure instanceof ApiError && failure.fields.value) setError(t(failure.fields.value));
      else setNotice(t('error has occurred connecting', { service: SERVICE_NAME[method] }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('confirm.social.messengersLead')}
      </Text>
      <FormNotice notice={notice} />
      <Radio.Group
        label={t('confirm.social.method')}
        value={method}
        onChange={(next) => {
          setMethod(next as Messenger);
          setByNickname(false);
          reset();
        }}
      >
        <Group gap="lg" mt={6}>
          <Radio value="Telegram" label="Telegram" />
          <Radio value="Whatsapp" label="WhatsApp" />
        </Group>
      </Radio.Group>
      {method === 'Telegram' && (
        <Switch
          label={t('confirm.social.byNickname')}
          checked={byNickname}
          onChange={(event) => {
            // Spec 3 §5: switching between phone and nickname clears the input.
            setByNickname(event.currentTarget.checked);
            reset();
          }}
        />
      )}
      {nickname ? (
        <TextInput
          label={t('confirm.social.nickname')}
          leftSection="@"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value.replace(/^@/, ''));
            setError(undefined);
          }}
          error={error}
          required
          autoComplete="off"
        />
      ) : (
        <PhoneField
          countries={countries}
          country={country}
          value={value}
          error={error}
          label={t('confirm.social.phone')}
          onCountryChange={(next) => {
            setCountry(next);
            reset();
          }}
          onChange={(digits) => {
            setValue(digits);
            setError(undefined);
          }}
        />
      )}
      <Button onClick={() => void submit()} loading={busy} disabled={!value}>
        {t('confirm.social.connect')}
      </Button>
    </Stack>
  );
}

/**
 * Spec 3 §4 social confirmation, for the start-up modal and the profile: a VK connect view or a
 * messengers view (Telegram by phone or @nickname, WhatsApp by phone).
 */
export function SocialConnectForm({
  type,
  onConnected,
}: {
  type: SystemModals['socialAccountType'];
  onConnected?: (profile: Profile) => void;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState(initialSocialView(type));
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack gap="md">
      {view === 'vk' && <FormNotice notice={notice} />}
      {view === 'vk' ? <VkConnect onFailed={setNotice} /> : <MessengerConnect onConnected={onConnected} />}
      {type === 'All' && (
        <Button variant="subtle" onClick={() => setView(view === 'vk' ? 'messengers' : 'vk')}>
          {view === 'vk' ? t('confirm.social.toMessengers') : t('confirm.social.toVk')}
        </Button>
      )}
    </Stack>
  );
}
