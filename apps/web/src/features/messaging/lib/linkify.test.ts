import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('splits text into plain parts and links', () => {
    expect(
      linkify(
        'Откройте ссылку (действует 1 час): http://localhost:3000/id/create-password?reset_token=x&client_id=web',
      ),
    ).toEqual([
      { text: 'Откройте ссылку (действует 1 час): ' },
      {
        text: 'http://localhost:3000/id/create-password?reset_token=x&client_id=web',
        href: 'http://localhost:3000/id/create-password?reset_token=x&client_id=web',
      },
    ]);
  });

  it('leaves sentence punctuation out of the link', () => {
    expect(linkify('See https://a.example/x. Or (https://b.example/y), ok')).toEqual([
      { text: 'See ' },
      { text: 'https://a.example/x', href: 'https://a.example/x' },
      { text: '. Or (' },
      { text: 'https://b.example/y', href: 'https://b.example/y' },
      { text: '), ok' },
    ]);
  });

  it('keeps text without links whole', () => {
    expect(linkify('Код: 1234')).toEqual([{ text: 'Код: 1234' }]);
    expect(linkify('')).toEqual([]);
  });
});
