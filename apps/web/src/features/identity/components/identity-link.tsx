import type { ReactNode } from 'react';
import type { AnchorProps, ButtonProps } from '@mantine/core';
import { paths } from '../../../shared/config/paths';
import type { IdentityClient } from '../../../shared/session/return-to-client';
import { AnchorLink, ButtonLink } from '../../../shared/ui/router-link';
import { clientSearch } from '../lib/client-context';

type IdentityPage = keyof typeof paths.identity;

interface IdentityLinkProps extends AnchorProps {
  page: IdentityPage;
  client: IdentityClient;
  children: ReactNode;
}

/** A link to another identity page that carries the client along (spec 1 §4). */
export function IdentityLink({ page, client, children, ...props }: IdentityLinkProps) {
  return (
    <AnchorLink to={paths.identity[page]} search={clientSearch(client)} fw={600} {...props}>
      {children}
    </AnchorLink>
  );
}

interface IdentityButtonProps extends ButtonProps {
  page: IdentityPage;
  client: IdentityClient;
}

/** The same as a button. */
export function IdentityButton({ page, client, children, ...props }: IdentityButtonProps) {
  return (
    <ButtonLink to={paths.identity[page]} search={clientSearch(client)} size="md" fullWidth {...props}>
      {children}
    </ButtonLink>
  );
}
