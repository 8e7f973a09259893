import { ThemeIcon } from '@mantine/core';

/** The product's mark (the same drawing as the app header's), on its gradient tile. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="gradient" gradient={{ from: 'violet.6', to: 'grape.5', deg: 135 }}>
      <svg width={size * 0.56} height={size * 0.56} viewBox="0 0 24 24" fill="none" aria-hidden>
        <path
          d="M4 18 L12 5 L20 18"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="12" cy="16" r="2.2" fill="currentColor" />
      </svg>
    </ThemeIcon>
  );
}
