import { IconBolt } from '@tabler/icons-react';
import { ErrorScreen } from '../components/error-screen';

/** The 500 page of spec 1 §2; also what a page that failed to load or render shows. */
export function UnexpectedPage() {
  return (
    <ErrorScreen textKey="errors.unexpected" code="500" icon={IconBolt} color="red" actions={['reload', 'home']} />
  );
}
