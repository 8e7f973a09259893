import {
  IconBarrierBlock,
  IconCompassOff,
  IconLock,
  IconMoodConfuzed,
  IconPlugConnectedX,
  IconTool,
} from '@tabler/icons-react';
import { ErrorScreen } from '../components/error-screen';

/** The error pages of spec 1 §2: 404, 403, 400, 500 and the server-side outages. */
export function NotFoundPage() {
  return <ErrorScreen textKey="errors.notFound" code="404" icon={IconCompassOff} actions={['home', 'back']} />;
}

export function ForbiddenPage() {
  return (
    <ErrorScreen
      textKey="errors.forbidden"
      code="403"
      icon={IconLock}
      color="pink"
      actions={['home', 'support', 'back']}
    />
  );
}

export function BadRequestPage() {
  return (
    <ErrorScreen
      textKey="errors.badRequest"
      code="400"
      icon={IconMoodConfuzed}
      color="orange"
      actions={['back', 'home']}
    />
  );
}

// Its own module: the router shows it when a page fails to load, so it cannot wait for a chunk.
export { UnexpectedPage } from './unexpected-page';

export function ServerNotRespondingPage() {
  return (
    <ErrorScreen textKey="errors.serverNotResponding" icon={IconPlugConnectedX} color="indigo" actions={['reload']} />
  );
}

export function PreventionWorksPage() {
  return <ErrorScreen textKey="errors.preventionWorks" icon={IconTool} color="teal" actions={['reload']} />;
}

export function TechnicalWorksPage() {
  return <ErrorScreen textKey="errors.technicalWorks" icon={IconBarrierBlock} color="yellow" actions={['reload']} />;
}
