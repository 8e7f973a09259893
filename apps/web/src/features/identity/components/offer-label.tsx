import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';
import '../i18n';

export const publicDocumentsQuery = {
  queryKey: ['core', 'public-documents'],
  queryFn: () => call(contract.core.publicDocuments),
  staleTime: 10 * 60_000,
};

function DocumentLink({ href, children }: { href: string | undefined; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
      {children}
    </Anchor>
  );
}

/** The public offer checkbox text with links to the public documents (spec 1 §3), plain until they load. */
export function OfferLabel() {
  const { data } = useQuery(publicDocumentsQuery);
  return (
    <Trans
      i18nKey="identity.register.offer"
      components={{ oferta: <DocumentLink href={data?.oferta} />, politics: <DocumentLink href={data?.politics} /> }}
    />
  );
}
