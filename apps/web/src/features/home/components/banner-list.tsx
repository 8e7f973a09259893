import { Stack } from '@mantine/core';
import { useBanners, useCloseBanner } from '../api/banners';
import { BannerCard } from './banner-card';

/** Active banners the user has not closed; a failed load shows nothing rather than an error. */
export function BannerList() {
  const { data: banners = [] } = useBanners();
  const closeBanner = useCloseBanner();
  if (banners.length === 0) return null;
  return (
    <Stack gap="md">
      {banners.map((banner) => (
        <BannerCard key={banner.id} banner={banner} onClose={() => closeBanner.mutate(banner.id)} />
      ))}
    </Stack>
  );
}
