// @vitest-environment happy-dom
// A confirmation is drawn open over the page (src/ui/common/keys-inside.ts), so it keeps the
// keyboard itself: Escape means "no", focus starts on the safe choice and returns afterwards, and
// asked over the hidden-entry gate it holds the keyboard until it closes, then the gate does again.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/ui/common/ConfirmDialog';
import { HOLD_MS, HiddenEntryGate } from '../../src/ui/gate/HiddenEntryGate';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function confirmProps(onCancel = vi.fn(), onConfirm = vi.fn()) {
  return { message: 'Take the debt?', detail: 'Debt: +$4 now, -2 points at the end.', confirmLabel: 'Take the debt', cancelLabel: 'Go back', onCancel, onConfirm };
}

describe('ConfirmDialog', () => {
  it('is a modal dialog to assistive technology, starts on the safe choice and reads Escape as "no"', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...confirmProps(onCancel, onConfirm)} />);
    const dialog = screen.getByRole('dialog', { name: 'Take the debt?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.classList.contains('dialog-overlay')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Go back' })));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asked over the gate, holds the keyboard until it closes; then the gate holds it again', () => {
    vi.useFakeTimers();
    const onCancel = vi.fn();
    const onLockIn = vi.fn();
    let ask: (on: boolean) => void = () => undefined;
    function Harness() {
      const [asking, setAsking] = useState(false);
      ask = setAsking;
      return (
        <>
          <button type="button">Pass</button>
          <HiddenEntryGate seatName="Ana" colour="orange" title="Ana's turn" onLockIn={onLockIn}>
            {() => <p>Ana's hand</p>}
          </HiddenEntryGate>
          {asking ? <ConfirmDialog {...confirmProps(onCancel)} /> : null}
        </>
      );
    }
    render(<Harness />);
    const hold = screen.getByRole('button', { name: "Hold to show Ana's screen" });
    fireEvent.pointerDown(hold, { pointerId: 1, button: 0 });
    act(() => {
      vi.advanceTimersByTime(HOLD_MS + 20);
    });
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Lock in' }), { pointerId: 1, button: 0 });
    screen.getByText("Ana's hand");
    act(() => ask(true));
    const confirm = screen.getByRole('dialog', { name: 'Take the debt?' });
    // Escape is the confirmation's "no": the private screen beneath stays as it is.
    fireEvent.keyDown(within(confirm).getByRole('button', { name: 'Go back' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    screen.getByText("Ana's hand");
    // A key aimed at the gate beneath comes back to the confirmation, and Lock in never sees it.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Lock in' }), { key: 'Enter' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Go back' }));
    expect(onLockIn).not.toHaveBeenCalled();
    act(() => ask(false));
    // Closed: the gate holds the keyboard again (Escape covers the private screen).
    fireEvent.keyDown(screen.getByRole('button', { name: 'Pass' }), { key: 'Escape' });
    expect(screen.queryByText("Ana's hand")).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
