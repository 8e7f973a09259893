import { AuthScreen, type AuthScreenProps } from '../../../shared/ui/auth-screen';

/** An identity page's screen: the sign-in card with the language choice under it (issue 8). */
export function IdentityScreen(props: Omit<AuthScreenProps, 'withLanguages'>) {
  return <AuthScreen {...props} withLanguages />;
}
