import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { json } from '../../../test/responses';
import { answer } from '../test-homework';
import { AnswerStore } from './answer-store';
import { useFlushOnStart } from './use-flush-on-start';

afterEach(() => vi.unstubAllGlobals());

describe('the queue on app start (issue 10)', () => {
  it('sends the answers a closed tab left on the device', async () => {
    await new AnswerStore(77).put({
      homeworkId: 3,
      taskId: 9,
      value: { type: 'SHORT', text: '42' },
      revision: 4,
      queuedAt: 1,
    });
    const fetch = vi.fn(async () => json(answer(9, { revision: 4 })));
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useFlushOnStart(77));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/homework/3/answers/9/');
    expect(JSON.parse(String(init.body))).toEqual({ value: { type: 'SHORT', text: '42' }, revision: 4 });
    await waitFor(async () => expect(await new AnswerStore(77).pending(3)).toEqual([]));
  });
});
