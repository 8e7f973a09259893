/** The phone field lives in shared (the payment forms use it too). */
export { PhoneField } from '../../../shared/ui/phone-field/phone-field';
