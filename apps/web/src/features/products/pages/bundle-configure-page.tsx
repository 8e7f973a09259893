import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, List, Loader, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconGift, IconShoppingCartPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/cart/money';
import { useAddToCart } from '../../../shared/cart/use-add-to-cart';
import { paths } from '../../../shared/config/paths';
import { AnchorLink, ButtonLink } from '../../../shared/ui/router-link';
import { useBundle, useBundlePlans, usePricedBundle } from '../api/products';
import '../i18n';

const route = getRouteApi(paths.bundleConfigure);

/**
 * Bundle configure (the named route of spec 2 §2; docs/products-access.md): the bundle's items and
 * gifts, its rate plans each with the bundle's price under it (GET /products/bundles/{id}/rate-plans/),
 * the optional products to take or leave out, the live total priced by the server for the choice
 * (PATCH /products/bundles/{id}/), and "Добавить набор в корзину" through POST /cart/ (its first
 * product with the bundle, the plan and the optional products chosen).
 */
export function BundleConfigurePage() {
  const { t } = useTranslation();
  const bundleId = Number(route.useParams().bundleId);
  const bundle = useBundle(bundleId);
  const plans = useBundlePlans(bundleId);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [leftOut, setLeftOut] = useState<number[]>([]);
  const ratePlan = chosen ?? plans.data?.[0]?.id;
  const optional = (bundle.data?.products ?? []).filter((product) => product.isOptional);
  const optionalProducts =
    optional.length > 0 ? optional.map((product) => product.id).filter((id) => !leftOut.includes(id)) : undefined;
  const choice = { ratePlan, optionalProducts };
  const priced = usePricedBundle(bundleId, choice);
  const add = useAddToCart();
  const shown = ratePlan === undefined && optionalProducts === undefined ? bundle.data : (priced.data ?? bundle.data);
  const toggle = (id: number, taken: boolean) =>
    setLeftOut((current) => (taken ? current.filter((other) => other !== id) : [...current, id]));

  if (bundle.isError)
    return (
      <Stack gap="md" maw={880}>
        <Alert color="red">{t('bundleConfigure.loadError')}</Alert>
        <AnchorLink to={paths.catalog} params={{ productTypeId: undefined }}>
          {t('bundleConfigure.back')}
        </AnchorLink>
      </Stack>
    );
  if (!bundle.data || !shown) return <Skeleton height={320} radius="md" maw={880} />;
  const discount = shown.initialPrice - shown.price;
  const first = bundle.data.products[0];
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('bundleConfigure.title')}
        </Title>
        <Text fw={600}>{bundle.data.title}</Text>
        {bundle.data.description && <Text c="dimmed">{bundle.data.description}</Text>}
      </Stack>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('bundleConfigure.items')}
          </Title>
          <List spacing={6}>
            {bundle.data.products
              .filter((product) => !product.isOptional)
              .map((product) => (
                <List.Item key={product.id}>
                  <ProductName product={product} />
                </List.Item>
              ))}
          </List>
          {optional.length > 0 && (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('bundleConfigure.optional')}
              </Title>
              {optional.map((product) => (
                <Checkbox
                  key={product.id}
                  checked={!leftOut.includes(product.id)}
                  onChange={(event) => toggle(product.id, event.currentTarget.checked)}
                  label={
                    <Group gap="xs" justify="space-between" wrap="nowrap">
                      <span>
                        <ProductName product={product} />
                      </span>
                      <Text span fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {money(product.price)}
                      </Text>
                    </Group>
                  }
                  styles={{ labelWrapper: { flex: 1 }, body: { alignItems: 'center' } }}
                />
              ))}
            </Stack>
          )}
          {bundle.data.gifts.length > 0 && (
            <>
              <Title order={2} size="h4">
                {t('bundleConfigure.gifts')}
              </Title>
              <List spacing={4} icon={<IconGift size={16} aria-hidden />}>
                {bundle.data.gifts.map((gift) => (
                  <List.Item key={gift.id}>{gift.title}</List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        {plans.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : (plans.data?.length ?? 0) === 0 ? (
          <Text size="sm">{t('bundleConfigure.noRatePlans')}</Text>
        ) : (
          <Radio.Group
            label={t('bundleConfigure.ratePlan')}
            value={ratePlan === undefined ? null : String(ratePlan)}
            onChange={(value) => setChosen(Number(value))}
          >
            <Stack gap="xs" mt="xs">
              {plans.data?.map((plan) => (
                <Radio
                  key={plan.id}
                  value={String(plan.id)}
                  label={
                    <Group gap="xs" justify="space-between" wrap="nowrap">
                      <span>{plan.title}</span>
                      <Text span fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {money(plan.price)}
                      </Text>
                    </Group>
                  }
                  styles={{ labelWrapper: { flex: 1 } }}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" aria-live="polite">
        <Stack gap={6}>
          {discount > 0 && (
            <>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('bundleConfigure.withoutDiscount')}
                </Text>
                <Text size="sm" td="line-through" c="dimmed">
                  {money(shown.initialPrice)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('bundleConfigure.discount', {
                    percent: Math.round((discount * 100) / Math.max(1, shown.initialPrice)),
                  })}
                </Text>
                <Text size="sm">−{money(discount)}</Text>
              </Group>
            </>
          )}
          <Group justify="space-between">
            <Text fw={700}>{t('bundleConfigure.total')}</Text>
            <Text fw={700} size="xl" data-testid="bundle-total" style={{ opacity: priced.isFetching ? 0.6 : 1 }}>
              {money(shown.price)}
            </Text>
          </Group>
          <Group gap="sm" mt="sm">
            <Button
              leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
              disabled={!first}
              loading={add.isPending}
              onClick={() => first && add.mutate({ product: first.id, bundle: bundleId, ratePlan, optionalProducts })}
            >
              {t('bundleConfigure.addToCart')}
            </Button>
            {add.isSuccess && (
              <ButtonLink to={paths.cart} variant="light">
                {t('bundleConfigure.toCart')}
              </ButtonLink>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

/** A bundled product: its subject, then its title. */
function ProductName({ product }: { product: { classTypeTitle: string; title: string } }) {
  return (
    <>
      <Text span fw={500}>
        {product.classTypeTitle}
      </Text>{' '}
      <Text span c="dimmed">
        {product.title}
      </Text>
    </>
  );
}
