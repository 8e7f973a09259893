import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadScript, type ScriptLoader } from '../lib/load-script';
import '../i18n';

export const YANDEX_PAY_SDK_SRC = 'https://pay.yandex.ru/sdk/v1/pay.js';

type ScriptState = 'loading' | 'ready' | 'failed';

interface YandexPayButtonProps {
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** Replaced in tests by a fake loader. */
  loader?: ScriptLoader;
}

/** Spec 2 §4: the Yandex-style pay button; its script loads lazily and a failed load hides the button. */
export function YandexPayButton({ onClick, disabled, loading, loader = loadScript }: YandexPayButtonProps) {
  const { t } = useTranslation();
  const [script, setScript] = useState<ScriptState>('loading');
  useEffect(() => {
    let live = true;
    loader(YANDEX_PAY_SDK_SRC).then(
      () => live && setScript('ready'),
      () => live && setScript('failed'),
    );
    return () => {
      live = false;
    };
  }, [loader]);
  if (script === 'failed') return null;
  return (
    <Button
      size="lg"
      fullWidth
      color="dark"
      radius="md"
      onClick={onClick}
      disabled={disabled || script !== 'ready'}
      loading={loading}
    >
      {t('payment.yandexPay')}
    </Button>
  );
}
