import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCartX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import '../i18n';

/**
 * Spec 2 §2 /cart-owned-by-another: the cart belongs to another user. Only guests stay here (the
 * route sends a signed-in student to /cart), so the way on is signing in with another account.
 */
export function CartOwnedByAnotherPage() {
  const { t } = useTranslation();
  return (
    <Center py={{ base: 'xl', sm: 64 }}>
      <Card maw={440} w="100%" p={{ base: 'lg', xs: 'xl' }} shadow="sm">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange">
            <IconShoppingCartX size={32} />
          </ThemeIcon>
          <Title order={1} fz={24}>
            {t('routes.cartOwnedByAnother')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('cart.ownedByAnother.text')}
          </Text>
          <Button component={Link} to={paths.login} fullWidth>
            {t('cart.ownedByAnother.login')}
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
