import type { GameError, Result } from './types';

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(code: string, message: string): { ok: false; error: GameError } {
  return { ok: false, error: { code, message } };
}
