import { describe, expect, it } from 'vitest';
import { CURATOR, ME, regular, system } from '../test-chat-rooms';
import { chronological, initials } from './room-view-model';

describe('the room as it reads', () => {
  it('puts the pages (each newest first) in time order once, a message heard twice kept once', () => {
    const a = regular('первый', 30, ME);
    const b = system('Куратор присоединился к чату', 20);
    const c = regular('ответ', 10, CURATOR);
    const d = regular('последний', 0, ME);
    // The socket put `c` on the first page while it was also on the second.
    const pages = [{ results: [d, c] }, { results: [c, b, a] }];
    expect(chronological(pages).map((message) => message.text)).toEqual([
      'первый',
      'Куратор присоединился к чату',
      'ответ',
      'последний',
    ]);
  });

  it('makes an avatar of the first letters of two words', () => {
    expect(initials('Алиса Смирнова')).toBe('АС');
    expect(initials('Русский язык')).toBe('РЯ');
    expect(initials('Математика')).toBe('М');
  });
});
