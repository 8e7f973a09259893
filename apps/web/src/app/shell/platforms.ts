import { IconBuildingBank, IconSchool, IconUserStar, type Icon } from '@tabler/icons-react';

export interface Platform {
  key: 'courses' | 'tutor' | 'academy';
  /** i18n key */
  label: string;
  icon: Icon;
  /** The sister platform's address; absent for this platform. */
  href?: string;
}

/** This app is the courses platform. */
export const CURRENT_PLATFORM: Platform['key'] = 'courses';

/** The sister platforms of spec 3 §1 a student can switch between. */
export const PLATFORMS: readonly Platform[] = [
  { key: 'courses', label: 'shell.platforms.courses', icon: IconSchool },
  { key: 'tutor', label: 'shell.platforms.tutor', icon: IconUserStar, href: 'https://tutor.vector-school.example' },
  {
    key: 'academy',
    label: 'shell.platforms.academy',
    icon: IconBuildingBank,
    href: 'https://academy.vector-school.example',
  },
];
