/** What a moderation action tells when it is done or refused (a toast), given to its mutation hook. */
export interface Outcome<T = void> {
  onSuccess: (value: T) => void;
  onError: (error: Error) => void;
}
