import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import {
  Anchor,
  Button,
  UnstyledButton,
  type AnchorProps,
  type ButtonProps,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';

type AnchorElementProps<P> = P & Omit<ComponentPropsWithoutRef<'a'>, keyof P>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorElementProps<AnchorProps>>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
const MantineButtonAnchor = forwardRef<HTMLAnchorElement, AnchorElementProps<ButtonProps>>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const MantineUnstyledAnchor = forwardRef<HTMLAnchorElement, AnchorElementProps<UnstyledButtonProps>>((props, ref) => (
  <UnstyledButton component="a" ref={ref} {...props} />
));

/**
 * Mantine's Anchor, Button and UnstyledButton as router links. Unlike `component={Link}` (whose props Mantine reads
 * with the router's types erased), these check `to`, `params` and `search` against the route tree.
 */
export const AnchorLink = createLink(MantineAnchor);
export const ButtonLink = createLink(MantineButtonAnchor);
export const UnstyledButtonLink = createLink(MantineUnstyledAnchor);
