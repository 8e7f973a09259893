import { useAddToCart } from '../../../shared/cart/use-add-to-cart';
import type { BundleAdd } from '../components/bundle-card';

/** A bundle goes to the cart as its first product with the bundle's id (spec 2 §7 POST /cart/). */
export function useAddBundle() {
  const add = useAddToCart();
  return {
    add: ({ bundle, ratePlan }: BundleAdd) => {
      const first = bundle.products[0];
      if (first) add.mutate({ product: first.id, bundle: bundle.id, ratePlan });
    },
    addingBundle: add.isPending ? add.variables.bundle : undefined,
  };
}
