import { Navigate } from '@tanstack/react-router';
import { paths } from '../../shared/config/paths';

/** Unknown paths go to the not-found page (spec 1 §2). */
export function NotFoundRedirect() {
  return <Navigate to={paths.notFound} replace />;
}
