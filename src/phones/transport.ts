// The one thing phones and tablet ask of a connection: carry byte frames while open, and say when
// it opens and closes. A WebRTC data channel, a relay for online play or the in-memory channel of
// the tests all fit it, so the documents and intents above it never change with the transport.

export interface LinkHandlers {
  /** One frame, as sent (at most the link's frame limit). */
  message(frame: Uint8Array): void;
  /** The other end is reachable (again): each side then asks the other for what it lacks. */
  open(): void;
  /** The other end is gone; frames sent meanwhile are lost, and the next open catches up. */
  close(): void;
}

export interface Link {
  readonly isOpen: boolean;
  /** The largest frame this link carries. */
  readonly frameLimit: number;
  /** Sends one frame; on a closed link it is dropped (the sync on reopening repairs it). */
  send(frame: Uint8Array): void;
  /** Starts listening; the returned function stops. One listener per end. */
  listen(handlers: LinkHandlers): () => void;
}
