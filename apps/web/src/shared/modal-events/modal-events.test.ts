import { describe, expect, it, vi } from 'vitest';
import { emitModalAction, onModalAction, whenModalAction } from './modal-events';

describe('modal events', () => {
  it('delivers events to listeners, and those fired before anyone listened to the first listener', () => {
    emitModalAction('PAYMENT');
    emitModalAction('HOMEWORK_DONE', 12);
    const first = vi.fn();
    const off = onModalAction(first);
    expect(first.mock.calls).toEqual([
      [{ action: 'PAYMENT', itemId: null }],
      [{ action: 'HOMEWORK_DONE', itemId: 12 }],
    ]);
    const second = vi.fn();
    const offSecond = onModalAction(second);
    expect(second).not.toHaveBeenCalled();
    emitModalAction('LESSON_DONE', 5);
    expect(first).toHaveBeenLastCalledWith({ action: 'LESSON_DONE', itemId: 5 });
    expect(second).toHaveBeenLastCalledWith({ action: 'LESSON_DONE', itemId: 5 });
    off();
    offSecond();
  });

  it('tells a watcher of each event without taking it from the listeners', () => {
    const watcher = vi.fn();
    const stop = whenModalAction(watcher);
    emitModalAction('PROMOCODE');
    expect(watcher).toHaveBeenCalledTimes(1);
    const listener = vi.fn();
    const off = onModalAction(listener);
    expect(listener).toHaveBeenCalledWith({ action: 'PROMOCODE', itemId: null });
    stop();
    off();
  });
});
