import { Avatar, type AvatarProps } from '@mantine/core';
import type { User } from '@school/contract';

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

/** The user's photo, or coloured initials when there is none. */
export function UserAvatar({ user, ...props }: { user: User } & AvatarProps) {
  return (
    <Avatar src={user.avatar} name={fullName(user)} color="violet" variant="filled" alt={fullName(user)} {...props} />
  );
}
