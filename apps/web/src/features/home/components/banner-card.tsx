import { Box, Button, CloseButton, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import type { Banner } from '@school/contract';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** A banner's colour is a Mantine colour name or a CSS colour. */
function background(color: string): string {
  const base = /^[a-z]+$/.test(color) ? `var(--mantine-color-${color}-filled)` : color;
  return `linear-gradient(135deg, ${base} 0%, color-mix(in srgb, ${base} 55%, #d6336c) 100%)`;
}

/** The address's path, for a link inside the app ('/schedule/month?x=1' -> '/schedule/month'). */
const pathOf = (link: string) => link.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');

function BannerLink({ banner }: { banner: Banner }) {
  const here = useLocation({ select: (location) => location.pathname });
  if (!banner.link) return null;
  // Issue 8: a link to the page the banner is on leads nowhere.
  if (banner.link.startsWith('/') && pathOf(banner.link) === pathOf(here)) return null;
  const label = banner.linkText ?? banner.link;
  const common = { variant: 'white', color: 'dark', radius: 'xl', rightSection: <IconArrowRight size={16} /> } as const;
  if (banner.link.startsWith('/'))
    return (
      <Button component={Link} to={banner.link} {...common}>
        {label}
      </Button>
    );
  return (
    <Button component="a" href={banner.link} target="_blank" rel="noopener noreferrer" {...common}>
      {label}
    </Button>
  );
}

export function BannerCard({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="article"
      radius="lg"
      p="lg"
      pos="relative"
      c="white"
      style={{ background: background(banner.color), overflow: 'hidden' }}
    >
      <Box
        aria-hidden
        pos="absolute"
        right={-40}
        top={-40}
        w={180}
        h={180}
        style={{ borderRadius: '50%', background: 'rgba(255, 255, 255, 0.12)' }}
      />
      <CloseButton
        pos="absolute"
        top={10}
        right={10}
        variant="transparent"
        c="white"
        aria-label={t('home.closeBanner')}
        onClick={onClose}
      />
      <Stack gap="xs" align="flex-start" pr="xl" pos="relative">
        <Title order={2} size="h3" c="white">
          {banner.title}
        </Title>
        <Text opacity={0.9}>{banner.text}</Text>
        <BannerLink banner={banner} />
      </Stack>
    </Paper>
  );
}
