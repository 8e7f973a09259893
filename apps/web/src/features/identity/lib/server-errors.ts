/** Server errors on a form live in shared (the payment forms use them too). */
export { applyServerErrors } from '../../../shared/api/form-errors';
