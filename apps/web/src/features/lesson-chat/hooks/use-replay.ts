import { useEffect, useState } from 'react';
import type { HistoryData, LiveMessage } from '@school/contract';
import { loadHistory, type HistoryProgress } from '../replay/load-history';
import { connectChat } from '../socket/connect';

export type ReplayState =
  | { kind: 'loading'; progress: HistoryProgress | null }
  | { kind: 'ready'; messages: LiveMessage[] }
  | { kind: 'failed' };

/** The recorded lesson's chat history (spec 3 §4 "Playback history"), over the socket unless cached. */
export function useReplayHistory(lessonId: number, attempt: number): ReplayState {
  const [state, setState] = useState<ReplayState>({ kind: 'loading', progress: null });
  useEffect(() => {
    let alive = true;
    setState({ kind: 'loading', progress: null });
    let opened: ReturnType<typeof connectChat> | null = null;
    const request = (data: unknown) =>
      new Promise<HistoryData>((resolve, reject) => {
        if (!opened) {
          const chat = connectChat({
            lessonId,
            onState: (current) => current.error && reject(new Error(current.error.message)),
            onEvent: () => undefined,
            onSubscribed: () => resolve(chat.request<HistoryData>('history', data)),
          });
          opened = chat;
          chat.start();
        } else opened.request<HistoryData>('history', data).then(resolve, reject);
      });
    loadHistory(lessonId, request, (progress) => alive && setState({ kind: 'loading', progress }))
      .then((messages) => alive && setState({ kind: 'ready', messages }))
      .catch((error: unknown) => {
        console.warn('Chat history failed', error);
        if (alive) setState({ kind: 'failed' });
      })
      .finally(() => opened?.stop());
    return () => {
      alive = false;
      opened?.stop();
    };
  }, [lessonId, attempt]);
  return state;
}
