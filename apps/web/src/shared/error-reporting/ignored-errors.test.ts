import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/api-error';
import { isNetworkOrTimeout } from './ignored-errors';
import { handleRealtimeError } from './realtime-errors';

describe('errors that are not reported (spec 3 §8: network and timeout)', () => {
  it('network failures of the app and the browsers, timeouts and aborts are ignored', () => {
    expect(isNetworkOrTimeout(new NetworkError('offline'))).toBe(true);
    expect(isNetworkOrTimeout(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkOrTimeout(new TypeError('Load failed'))).toBe(true);
    expect(isNetworkOrTimeout(new DOMException('signal timed out', 'TimeoutError'))).toBe(true);
    expect(isNetworkOrTimeout(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isNetworkOrTimeout(Object.assign(new Error('websocket error'), { type: 'TransportError' }))).toBe(true);
  });

  it('errors of the app itself are reported', () => {
    expect(isNetworkOrTimeout(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isNetworkOrTimeout(new Error('Unexpected lesson state'))).toBe(false);
    expect(isNetworkOrTimeout('a string')).toBe(false);
  });
});

describe('real-time worker errors (spec 1 §8)', () => {
  it('a syntax error reloads, a network error does neither, anything else is reported', () => {
    const reload = vi.fn();
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleRealtimeError(new SyntaxError('Unexpected token'), reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(report).not.toHaveBeenCalled();

    handleRealtimeError(Object.assign(new Error('websocket error'), { type: 'TransportError' }), reload);
    expect(report).not.toHaveBeenCalled();

    const failure = new Error('bad handshake answer');
    handleRealtimeError(failure, reload);
    // Without a DSN, reportError logs (reporter.ts).
    expect(report).toHaveBeenCalledWith(failure);
    expect(reload).toHaveBeenCalledOnce();
    report.mockRestore();
  });
});
