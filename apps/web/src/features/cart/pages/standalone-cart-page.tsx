import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { ApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { cartQuery } from '../../../shared/cart/cart-queries';
import { CartScreen } from '../components/cart-screen';

const route = getRouteApi(paths.standaloneCart);

/**
 * Spec 2 §2 /cart/standalone/{hash}: the same cart view over the standalone endpoints. A cart
 * another account has taken answers 403 and the page says so (/cart-owned-by-another).
 */
export function StandaloneCartPage() {
  const { hash } = route.useParams();
  const cart = useQuery({ ...cartQuery(hash), enabled: Boolean(hash) });
  const ownedByAnother = cart.error instanceof ApiError && cart.error.status === 403;
  if (!hash) return <Navigate to={paths.notFound} replace />;
  if (ownedByAnother) return <Navigate to={paths.cartOwnedByAnother} replace />;
  return <CartScreen hash={hash} />;
}
