import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Trans } from 'react-i18next';
import { usePublicDocuments } from '../api/public-documents';
import '../i18n';

function DocumentLink({ href, children }: { href: string | undefined; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" underline="always" inherit>
      {children}
    </Anchor>
  );
}

/** The public offer checkbox text with links to the public documents, plain until they load. */
export function OfferLabel() {
  const { data } = usePublicDocuments();
  return (
    <Trans
      i18nKey="payment.fields.offer"
      components={{ oferta: <DocumentLink href={data?.oferta} />, politics: <DocumentLink href={data?.politics} /> }}
    />
  );
}
