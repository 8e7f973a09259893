import { CartScreen } from '../components/cart-screen';

/** Spec 2 §2 /cart: the student's cart. */
export function CartPage() {
  return <CartScreen />;
}
