import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFormSchema } from './form-schemas';

/** The sign-in form's validation, loaded with its first use (login-form.tsx). */
export const loginResolver = zodResolver(LoginFormSchema);
