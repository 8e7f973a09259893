import { Box, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface ErrorIllustrationProps {
  /** A big status code such as 404; without it the icon is drawn large. */
  code?: string;
  icon: Icon;
  color: string;
}

function Blob({ color, size, top, left }: { color: string; size: number; top: string; left: string }) {
  return (
    <Box
      aria-hidden
      pos="absolute"
      w={size}
      h={size}
      top={top}
      left={left}
      style={{
        borderRadius: '50%',
        background: `var(--mantine-color-${color}-filled)`,
        opacity: 0.16,
        filter: 'blur(24px)',
      }}
    />
  );
}

/** Drawn with CSS and SVG only: no images to load when the server may be down. */
export function ErrorIllustration({ code, icon: Icon, color }: ErrorIllustrationProps) {
  return (
    <Box pos="relative" w={320} h={180} aria-hidden>
      <Blob color={color} size={150} top="10px" left="40px" />
      <Blob color="grape" size={110} top="50px" left="170px" />
      <Box pos="absolute" inset={0} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {code ? (
          <Text
            component="span"
            fw={900}
            fz={120}
            lh={1}
            lts={-4}
            variant="gradient"
            gradient={{ from: `${color}.6`, to: 'grape.4', deg: 135 }}
          >
            {code}
          </Text>
        ) : (
          <ThemeIcon
            size={128}
            radius={40}
            variant="gradient"
            gradient={{ from: `${color}.6`, to: 'grape.4', deg: 135 }}
          >
            <Icon size={72} stroke={1.5} />
          </ThemeIcon>
        )}
      </Box>
      {code && (
        <ThemeIcon
          pos="absolute"
          right={4}
          bottom={10}
          size={48}
          radius="xl"
          color={color}
          variant="filled"
          style={{ rotate: '12deg' }}
        >
          <Icon size={26} />
        </ThemeIcon>
      )}
    </Box>
  );
}
