import { ApiError } from '../api/api-error';

export interface PromoErrorPlacement {
  /** Shown under the code input. */
  field?: string;
  /** Shown as a toast. */
  toast?: string;
}

interface PromoErrorTexts {
  /** 'this promo code does not exist' */
  notFound: string;
  /** For an answer without a readable error (network trouble, a proxy page). */
  fallback: string;
}

/**
 * Where a failed promo code goes (spec 2 §5, spec 3 §5 and §8): a 404 puts 'this promo code does
 * not exist' on the input; the code's own attribute error (`attr`), else another attribute's
 * detail, goes on the input; errors without an attribute are toasts.
 */
export function promoErrorPlacement(error: unknown, attr: string, texts: PromoErrorTexts): PromoErrorPlacement {
  if (!(error instanceof ApiError)) return { toast: texts.fallback };
  if (error.status === 404) return { field: texts.notFound };
  // A server failure's text says nothing to the student.
  if (error.status >= 500) return { toast: texts.fallback };
  const field = error.fields[attr] ?? Object.values(error.fields)[0];
  const toast = error.general[0]?.detail;
  if (field) return toast ? { field, toast } : { field };
  return { toast: toast || texts.fallback };
}
