import { LoginFormSchema, type LoginForm } from './form-schemas';

export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/**
 * The sign-in form's rules (form-schemas.ts), loaded with its first use (login-form.tsx): the
 * parsed values (the e-mail trimmed), or the first message of each field that breaks one.
 */
export function validateLogin(values: LoginForm): { values: LoginForm } | { errors: LoginErrors } {
  const result = LoginFormSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginForm;
    errors[field] ??= issue.message;
  }
  return { errors };
}
