import { describe, expect, it } from 'vitest';
import { readPushPayload } from './push-payload';

const data = (value: unknown) => ({ json: () => value });

describe('push payload (what the service worker shows)', () => {
  it('reads title, body, url and tag', () => {
    expect(
      readPushPayload(data({ title: 'Урок', body: 'Через 10 минут', url: '/lessons/1', tag: 'lesson-1' })),
    ).toEqual({
      title: 'Урок',
      body: 'Через 10 минут',
      url: '/lessons/1',
      tag: 'lesson-1',
    });
  });

  it('shows nothing for an empty push, a body that is not JSON or a payload without its fields', () => {
    expect(readPushPayload(null)).toBeNull();
    expect(
      readPushPayload({
        json: () => {
          throw new SyntaxError('not JSON');
        },
      }),
    ).toBeNull();
    expect(readPushPayload(data({ title: 'Урок', url: '/' }))).toBeNull();
    expect(readPushPayload(data('text'))).toBeNull();
  });
});
