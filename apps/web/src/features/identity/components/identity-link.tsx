import type { ReactNode } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { paths } from '../../../shared/config/paths';
import type { IdentityClient } from '../../../shared/session/return-to-client';
import { clientSearch } from '../lib/client-context';

type IdentityPage = keyof typeof paths.identity;

// The route table is typed loosely (AnyRoute), so Link knows no search shape to check against.
const searchOf = (client: IdentityClient) => clientSearch(client) as never;

interface IdentityLinkProps extends AnchorProps {
  page: IdentityPage;
  client: IdentityClient;
  children: ReactNode;
}

/** A link to another identity page that carries the client along (spec 1 §4). */
export function IdentityLink({ page, client, children, ...props }: IdentityLinkProps) {
  return (
    <Anchor component={Link} to={paths.identity[page]} search={searchOf(client)} fw={600} {...props}>
      {children}
    </Anchor>
  );
}

interface IdentityButtonProps extends ButtonProps {
  page: IdentityPage;
  client: IdentityClient;
}

/** The same as a button. */
export function IdentityButton({ page, client, children, ...props }: IdentityButtonProps) {
  return (
    <Button component={Link} to={paths.identity[page]} search={searchOf(client)} size="md" fullWidth {...props}>
      {children}
    </Button>
  );
}
