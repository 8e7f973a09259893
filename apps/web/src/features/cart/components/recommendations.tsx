import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../../shared/cart/use-add-to-cart';
import { ProductCard } from '../../../shared/catalog/product-card';
import { appSettings } from '../../../shared/config/app-settings';
import { hasVariantFeature } from '../../../shared/config/variant-features';
import { useUser } from '../../../shared/session/session-store';
import { useRecommendations } from '../api/get-recommendations';
import '../i18n';

/** Spec 1 §6, spec 2 §2: recommended products next to the cart in RU, KZ and ONE, for students. */
export function Recommendations() {
  const { t } = useTranslation();
  const isStudent = useUser()?.role === 'STUDENT_ROLE';
  const offered = isStudent && hasVariantFeature(appSettings().variant, 'recommendedProductsInCart');
  const recommendations = useRecommendations(offered);
  const add = useAddToCart();
  if (!offered || !recommendations.data?.length) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="cart-recommendations">
      <Title order={2} size="h3" id="cart-recommendations">
        {t('cart.recommendations')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {recommendations.data.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            adding={add.isPending && add.variables.product === product.id}
            onAdd={(choice) => add.mutate({ product: product.id, ...choice })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
