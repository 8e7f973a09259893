import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/access-token.js';
import { AppError, forbidden, generalError, notAuthenticated, notFound } from '../../plugins/errors.js';
import * as repo from './cart.repo.js';

/** Who asks: a signed-in user or a guest (standalone carts are open to guests). */
export type Caller = AuthUser | null;

/** The web app shows /cart-owned-by-another for this (spec 2 §2). */
export const ownedByAnother = () =>
  new AppError(403, 'cart_owned_by_another', 'Эта корзина принадлежит другому пользователю.');
export const cartNotFound = () => notFound('Корзина не найдена.');
export const cartPaid = () => generalError('Эта корзина уже оплачена.', 'cart_paid');

/** Cart and bundle hashes: unguessable, and within the contract's 8-64 [A-Za-z0-9_-]. */
export const newHash = () => randomBytes(16).toString('base64url');

/** The student's open own cart, created on first need (one per student: carts_user_open_idx). */
export async function ownCart(db: Tx, studentId: number, lock = false): Promise<repo.CartRow> {
  const found = await repo.findOpenOwnCart(db, studentId, lock);
  return found ?? repo.ensureOpenOwnCart(db, studentId, newHash(), lock);
}

/**
 * docs/commerce.md "The cart": a standalone cart belongs to nobody until a signed-in student reads,
 * changes or pays it; then it is theirs and anyone else (a guest too) gets 403. Carts are for
 * students and guests only.
 */
export async function claimOrCheck(db: Tx, cart: repo.CartRow, caller: Caller): Promise<repo.CartRow> {
  if (caller && caller.role !== 'STUDENT_ROLE') throw forbidden();
  if (cart.userId !== null) {
    if (caller?.id !== cart.userId) throw ownedByAnother();
    return cart;
  }
  if (!caller) return cart;
  if (await repo.claimCart(db, cart.id, caller.id)) return { ...cart, userId: caller.id };
  // Someone claimed it between our read and our update.
  const fresh = await repo.findCartByHash(db, cart.hash);
  if (fresh?.userId !== caller.id) throw ownedByAnother();
  return fresh;
}

/** The caller of a student-only cart endpoint (the route's roles already refused others). */
export function signedInStudent(caller: Caller): AuthUser {
  if (!caller) throw notAuthenticated();
  if (caller.role !== 'STUDENT_ROLE') throw forbidden();
  return caller;
}

/** The cart a request means: the one of this hash, or (without a hash) the student's own. */
export async function cartFor(db: Tx, caller: Caller, hash: string | undefined, lock = false): Promise<repo.CartRow> {
  if (hash === undefined) return ownCart(db, signedInStudent(caller).id, lock);
  const cart = await repo.findCartByHash(db, hash, lock);
  if (!cart) throw cartNotFound();
  return claimOrCheck(db, cart, caller);
}
