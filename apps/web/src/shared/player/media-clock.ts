import type { PlaybackClock } from '../lessons/lesson-chat-slot';

const EVENTS = ['timeupdate', 'seeked', 'seeking', 'loadedmetadata'] as const;

/** The playing element's position as a subscription, for the chat's replay (spec 3 §4). */
export class MediaClock implements PlaybackClock {
  private media: HTMLMediaElement | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly notify = () => this.listeners.forEach((listener) => listener());

  attach(media: HTMLMediaElement | null): void {
    if (media === this.media) return;
    for (const event of EVENTS) this.media?.removeEventListener(event, this.notify);
    this.media = media;
    for (const event of EVENTS) media?.addEventListener(event, this.notify);
    this.notify();
  }

  position(): number {
    return this.media?.currentTime ?? 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
