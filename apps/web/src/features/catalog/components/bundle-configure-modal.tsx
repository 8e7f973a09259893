import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import type { Bundle } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/cart/money';
import { useBundleRatePlans, useConfigureBundle } from '../api/bundles';
import '../../../shared/catalog/i18n';
import '../i18n';

interface BundleConfigureModalProps {
  bundle: Bundle;
  opened: boolean;
  onClose: () => void;
  chosen: number | undefined;
  onConfigured: (bundle: Bundle, ratePlan: number) => void;
}

/**
 * Spec 2 §7 bundle configure: the rate plans come from GET /products/bundles/{id}/rate-plans/, each
 * with the bundle's price under it, shown beside it with what the plan gives (issue 8); the chosen
 * one is priced by PATCH /products/bundles/{id}/ — the client never prices a bundle.
 */
export function BundleConfigureModal({ bundle, opened, onClose, chosen, onConfigured }: BundleConfigureModalProps) {
  const { t } = useTranslation();
  const ratePlans = useBundleRatePlans(bundle.id, opened);
  const configure = useConfigureBundle(bundle.id);
  const choose = (value: string) =>
    configure.mutate(Number(value), { onSuccess: (priced) => onConfigured(priced, Number(value)) });
  const body = () => {
    if (ratePlans.isError) return <Alert color="red">{t('catalog.bundles.ratePlansLoadError')}</Alert>;
    if (!ratePlans.data) return <Loader size="sm" aria-label={t('common.loading')} />;
    if (ratePlans.data.length === 0) return <Text size="sm">{t('catalog.bundles.noRatePlans')}</Text>;
    return (
      <Radio.Group value={chosen ? String(chosen) : null} onChange={choose} label={t('catalog.bundles.ratePlanLabel')}>
        <Stack gap="xs" mt="xs">
          {ratePlans.data.map((plan) => (
            <Radio
              key={plan.id}
              value={String(plan.id)}
              disabled={configure.isPending}
              label={
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <span>{plan.title}</span>
                  <Text span fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {money(plan.price)}
                  </Text>
                </Group>
              }
              description={t(`productCard.ratePlanFeatures.${plan.sysName}`, { defaultValue: '' }) || undefined}
              styles={{ labelWrapper: { flex: 1 } }}
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('catalog.bundles.configureTitle', { title: bundle.title })}
      centered
      radius="lg"
    >
      <Stack gap="md">
        {body()}
        {configure.isError && <Alert color="red">{t('catalog.bundles.configureFailed')}</Alert>}
        {configure.data && chosen && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('catalog.bundles.priceWithPlan')}
            </Text>
            <Text fw={700}>{money(configure.data.price)}</Text>
          </Group>
        )}
        <Button onClick={onClose}>{t('catalog.bundles.done')}</Button>
      </Stack>
    </Modal>
  );
}
