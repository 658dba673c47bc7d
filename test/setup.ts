// Every test gets a fresh in-memory IndexedDB implementation; tests still use one database name each.
import 'fake-indexeddb/auto';
