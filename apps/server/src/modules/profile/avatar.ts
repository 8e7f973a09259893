import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../plugins/errors.js';
import { updateUser } from '../users/users.service.js';
import { detectImage } from './image-type.js';

/** Only images, checked by their bytes; stored under a random name through the storage adapter. */
export async function saveAvatar(ctx: AppContext, userId: number, bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw fieldError('avatar', 'Файл пустой.', 'empty_file');
  const image = detectImage(bytes);
  if (!image) throw fieldError('avatar', 'Можно загрузить только изображение: JPEG, PNG, GIF или WebP.', 'not_image');
  const url = await ctx.storage.put(
    `avatars/${randomBytes(16).toString('hex')}.${image.extension}`,
    bytes,
    image.contentType,
  );
  await updateUser(ctx.db, userId, { avatar: url });
}
