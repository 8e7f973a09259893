import { Button, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, Navigate } from '@tanstack/react-router';
import { IconLinkOff } from '@tabler/icons-react';
import { contract } from '../../../shared/api/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/client';
import { paths, standaloneCartHref } from '../../../shared/config/paths';
import { AuthScreen, AuthScreenIcon } from '../../../shared/ui/auth-screen';
import '../i18n';

const route = getRouteApi(paths.cartLink);

/** Spec 2 §7 GET /cart/link/{hash}/: a cart link opens a fresh standalone cart with its products. */
export function CartLinkPage() {
  const { t } = useTranslation();
  const { hash } = route.useParams();
  const link = useQuery({
    queryKey: ['cart', 'link', hash],
    queryFn: ({ signal }) => call(contract.cart.link, { params: { hash }, signal }),
    // Each visit of the link makes a new cart: never from the cache.
    gcTime: 0,
    retry: false,
  });
  if (link.data) return <Navigate to={standaloneCartHref(link.data.cartHash)} replace />;
  if (link.isError)
    return (
      <AuthScreen
        title={t('cart.link.failed')}
        description={t('cart.link.failedHint')}
        icon={
          <AuthScreenIcon color="red">
            <IconLinkOff size={32} />
          </AuthScreenIcon>
        }
      >
        <Button component={Link} to={paths.root} variant="light">
          {t('common.toHome')}
        </Button>
      </AuthScreen>
    );
  return (
    <Center mih="100dvh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
