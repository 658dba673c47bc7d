// The one way to build a Result (src/engine/types.ts) anywhere in the app: engine, storage and
// session all use these two helpers, so a failure always has the same shape and a readable sentence.
import type { GameError, Result } from './types';

/** A refusal, assignable to every Result<T> and to the published ApplyResult. */
export type Failure = { ok: false; error: GameError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** `message` is a sentence a player can read; `code` is stable for code that reacts to it. */
export function fail(code: string, message: string): Failure;
/** Passes on an error value made elsewhere (a storage error, a seat check). */
export function fail(error: GameError): Failure;
export function fail(codeOrError: string | GameError, message?: string): Failure {
  const error = typeof codeOrError === 'string' ? { code: codeOrError, message: message ?? '' } : codeOrError;
  return { ok: false, error };
}

/** An error value on its own, for a check that returns `GameError | null`. */
export function err(code: string, message: string): GameError {
  return { code, message };
}
