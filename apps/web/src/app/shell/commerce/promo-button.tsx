import { useEffect, useState } from 'react';
import { ActionIcon, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { contract } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/client';
import { PromoCodeForm } from '../../../shared/cart/promo-code-form';
import { useUser } from '../../../shared/session/session-store';
import { POPOVER_WIDTH } from '../shell-sizes';
import { PromoActivated, type ActivatedProduct } from './promo-activated';
import { promoFlags } from './promo-flags';
import './i18n';

/**
 * Spec 3 §2, §4 promo-code button: a red dot until clicked once; the popover opens by itself once
 * for a new profile. The code activates a coupon product (POST /core/pay/coupon/), not a cart
 * discount; success lists the products it gave, linking to their lessons.
 */
export function PromoButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useUser();
  const isNewStudent = user?.role === 'STUDENT_ROLE' && Boolean(user.student?.isNew);
  const [opened, setOpened] = useState(false);
  const [dot, setDot] = useState(() => !promoFlags.clicked());
  const [activated, setActivated] = useState<ActivatedProduct[] | null>(null);

  useEffect(() => {
    if (!isNewStudent || promoFlags.autoOpened()) return;
    promoFlags.markAutoOpened();
    setOpened(true);
  }, [isNewStudent]);

  if (user?.role !== 'STUDENT_ROLE') return null;
  const toggle = () => {
    promoFlags.markClicked();
    setDot(false);
    setOpened((value) => !value);
  };
  const close = () => {
    setOpened(false);
    setActivated(null);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onClose={() => setActivated(null)}
      width={POPOVER_WIDTH}
      position="bottom-end"
      shadow="lg"
      radius="lg"
      offset={10}
      trapFocus
    >
      <Indicator disabled={!dot} color="red" size={10} offset={6} inline processing={false}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={40}
            radius="xl"
            onClick={toggle}
            aria-label={t('headerPromo.open')}
            aria-expanded={opened}
            aria-haspopup="dialog"
          >
            <IconTicket size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="md">
        {activated ? (
          <PromoActivated products={activated} onNavigate={close} onAnother={() => setActivated(null)} />
        ) : (
          <Stack gap="xs">
            <Text fw={700}>{t('headerPromo.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('headerPromo.hint')}
            </Text>
            <PromoCodeForm
              attr="value"
              submit={(value) => call(contract.payment.coupon, { body: { value } })}
              onSuccess={({ products }) => {
                setActivated(products);
                // The products are the student's now: their lists must show them.
                void queryClient.invalidateQueries();
              }}
              label={t('headerPromo.label')}
              placeholder={t('headerPromo.placeholder')}
              submitLabel={t('headerPromo.submit')}
              stacked
            />
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
