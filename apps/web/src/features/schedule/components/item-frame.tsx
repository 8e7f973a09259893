import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';

interface ItemFrameProps extends BoxProps {
  /** The subject's color (classTypeColor.base), the item's accent. */
  color: string;
  /** Where the item leads: a lesson's page or the homework. */
  to?: string;
  label?: string;
  children: ReactNode;
}

/** A timetable item's box: a colored edge and a light tint of the subject's color. */
export function ItemFrame({ color, to, label, children, ...box }: ItemFrameProps) {
  const style = {
    display: 'block',
    borderInlineStart: `3px solid ${color}`,
    background: `color-mix(in srgb, ${color} 9%, var(--mantine-color-body))`,
    borderRadius: 'var(--mantine-radius-sm)',
    color: 'inherit',
    textDecoration: 'none',
    minWidth: 0,
  };
  if (to)
    return (
      <Box component={Link} to={to} aria-label={label} style={style} {...box}>
        {children}
      </Box>
    );
  return (
    <Box style={style} {...box}>
      {children}
    </Box>
  );
}
