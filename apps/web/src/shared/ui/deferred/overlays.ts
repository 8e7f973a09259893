/** The Mantine overlays that bring Floating UI, in a chunk of their own (see user-arrived.ts). */
export { Tooltip } from '@mantine/core';
