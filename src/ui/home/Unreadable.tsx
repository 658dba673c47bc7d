// The saved games that could not be read (kept, never deleted): loaded only when there are some.
import { unreadableRecords } from '../../app/app-state';

export function Unreadable() {
  const bad = unreadableRecords.value;
  if (bad.length === 0) return null;
  if (bad.length === 1) {
    const r = bad[0]!;
    return (
      <p class="notice notice-warning">
        1 saved game could not be read and was kept: {r.key} — {r.reason}
      </p>
    );
  }
  return (
    <div class="notice notice-warning">
      <p>{bad.length} saved games could not be read and were kept:</p>
      <ul>
        {bad.map((r, i) => (
          <li key={i}>
            {r.key} — {r.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
