import { ActionIcon, Button, CopyButton, Group, Menu, TextInput, Tooltip } from '@mantine/core';
import { IconBrandTelegram, IconBrandVk, IconBrandWhatsapp, IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Messengers to share through when the browser has no share sheet (desktops). */
const targets = (link: string, text: string) => [
  {
    key: 'telegram',
    label: 'Telegram',
    icon: IconBrandTelegram,
    href: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
  {
    key: 'whatsapp',
    label: 'WhatsApp',
    icon: IconBrandWhatsapp,
    href: `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  },
  { key: 'vk', label: 'VK', icon: IconBrandVk, href: `https://vk.com/share.php?url=${encodeURIComponent(link)}` },
];

/** The invite link with copy and share. */
export function ShareButtons({ link, percent }: { link: string; percent: number }) {
  const { t } = useTranslation();
  const text = t('referral.invite.shareText', { percent });
  const shareNatively = () =>
    void navigator.share({ title: t('referral.invite.shareTitle'), text, url: link }).catch(() => undefined);
  const shareButton = (
    <Button
      variant="light"
      leftSection={<IconShare size={18} />}
      onClick={canShareNatively() ? shareNatively : undefined}
    >
      {t('referral.invite.share')}
    </Button>
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('referral.invite.linkLabel')}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: '1 1 280px' }}
        rightSection={
          <CopyButton value={link} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('referral.invite.copied') : t('referral.invite.copy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('referral.invite.copy')}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      {canShareNatively() ? (
        shareButton
      ) : (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>{shareButton}</Menu.Target>
          <Menu.Dropdown>
            {targets(link, text).map(({ key, label, icon: Icon, href }) => (
              <Menu.Item
                key={key}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<Icon size={18} />}
              >
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
