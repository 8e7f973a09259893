import { describe, expect, it } from 'vitest';
import { readVkIdAnswer } from './vk-id-answer';

describe('VK ID answer', () => {
  it('reads the payload JSON of the VK ID SDK, as text or already parsed by the router', () => {
    const payload = { type: 'code_v2', code: 'C1', device_id: 'D1', state: 'S1', expires_in: 600 };
    expect(readVkIdAnswer({ payload: JSON.stringify(payload) })).toEqual({ code: 'C1', deviceId: 'D1', state: 'S1' });
    expect(readVkIdAnswer({ payload })).toEqual({ code: 'C1', deviceId: 'D1', state: 'S1' });
  });

  it('reads plain code, device_id and state params', () => {
    expect(readVkIdAnswer({ code: 'C2', device_id: 'D2', state: 'S2' })).toEqual({
      code: 'C2',
      deviceId: 'D2',
      state: 'S2',
    });
  });

  it('falls back to plain params when the payload is unreadable, and gives nothing for nothing', () => {
    expect(readVkIdAnswer({ payload: '{broken', code: 'C3' })).toEqual({
      code: 'C3',
      deviceId: undefined,
      state: undefined,
    });
    expect(readVkIdAnswer({})).toEqual({ code: undefined, deviceId: undefined, state: undefined });
  });
});
