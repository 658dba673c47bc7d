// The storage module's public API. Everything else in src/storage is an implementation detail.
export type { SeatRecord, MatchMeta, LogRecord, SnapshotRecord } from './records';
export { checkMatchMeta, checkLogRecord, checkSnapshotRecord, isMatchMeta, isLogRecord, isSnapshotRecord } from './records';
export type { MatchStore, MatchBundle, UnreadableRecord } from './match-store';
export type { OpenOptions } from './idb-store';
export { openMatchStore } from './idb-store';
export { createMemoryStore } from './memory-store';
export { DEFAULT_DB_NAME, SCHEMA_VERSION } from './schema';
export { UNAVAILABLE_MESSAGE } from './errors';
export type { ExportFile, ProveMatch } from './saves-file';
export { exportMatches, importMatches, MAX_IMPORT_BYTES, MAX_SEAT_NAME, EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from './saves-file';
export type { WriterLock } from './tab-lock';
export { acquireWriterLock, OPEN_ELSEWHERE } from './tab-lock';
export type { PersistenceAnswer } from './persistence';
export { requestPersistentStorage } from './persistence';
