// @vitest-environment happy-dom
// The reveal is an overlay rather than a modal <dialog> (RevealDialog.tsx says why), so it does the
// modal's work itself: announced as a modal dialog, Continue focused, Tab kept inside, Escape is
// Continue, and a key aimed at the table underneath comes back to the reveal instead.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfoDialog } from '../../src/ui/games/brick-and-mortar/Details';
import { RevealDialog } from '../../src/ui/match/RevealDialog';

afterEach(cleanup);

function renderReveal() {
  const onContinue = vi.fn();
  const onTableKey = vi.fn();
  render(
    <div>
      <button type="button" onKeyDown={onTableKey}>
        Pass
      </button>
      <RevealDialog title="Market cards revealed" onContinue={onContinue}>
        <p>Supply: Food</p>
        <button type="button">Card details</button>
      </RevealDialog>
    </div>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Market cards revealed' });
  return { onContinue, onTableKey, dialog, table: screen.getByRole('button', { name: 'Pass' }) };
}

describe('RevealDialog', () => {
  it('is announced as a modal dialog over the table, with Continue focused once drawn', async () => {
    const { dialog } = renderReveal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.parentElement?.classList.contains('dialog-overlay')).toBe(true);
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(document.activeElement).toBe(continueButton));
  });

  it('reads Escape as Continue', () => {
    const { onContinue, dialog } = renderReveal();
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Continue' }), { key: 'Escape' });
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('wraps Tab and Shift+Tab round its own buttons, and brings back focus that lands outside', async () => {
    const { dialog, table } = renderReveal();
    const details = within(dialog).getByRole('button', { name: 'Card details' });
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(document.activeElement).toBe(continueButton));
    fireEvent.keyDown(continueButton, { key: 'Tab' });
    expect(document.activeElement).toBe(details);
    fireEvent.keyDown(details, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(continueButton);
    // Between its ends the browser's own order holds: nothing is taken over.
    const inner = fireEvent.keyDown(details, { key: 'Tab' });
    expect(inner).toBe(true);
    table.focus();
    expect(document.activeElement).toBe(continueButton);
  });

  it('sends a key aimed at the table back to the reveal, and the table never sees it', () => {
    const { onTableKey, onContinue, dialog, table } = renderReveal();
    fireEvent.keyDown(table, { key: 'Enter' });
    expect(onTableKey).not.toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue' }));
  });

  it('leaves the keys to a dialog opened above it (a card\'s details) until that one closes', async () => {
    const onContinue = vi.fn();
    let showDetails: (on: boolean) => void = () => undefined;
    function Harness() {
      const [details, setDetails] = useState(false);
      showDetails = setDetails;
      return (
        <>
          <RevealDialog title="Market cards revealed" onContinue={onContinue}>
            <p>Supply: Food</p>
          </RevealDialog>
          {details ? (
            <InfoDialog title="Corner Deli" onClose={() => setDetails(false)}>
              <p>Sells Food.</p>
            </InfoDialog>
          ) : null}
        </>
      );
    }
    render(<Harness />);
    act(() => showDetails(true));
    const details = screen.getByRole('dialog', { name: 'Corner Deli' });
    const close = within(details).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    // Focus and keys aimed at the reveal beneath come back to the details; Escape closes them alone.
    const reveal = screen.getByRole('dialog', { name: 'Market cards revealed' });
    const continueButton = within(reveal).getByRole('button', { name: 'Continue' });
    continueButton.focus();
    expect(document.activeElement).toBe(close);
    expect(fireEvent.keyDown(continueButton, { key: 'Enter' })).toBe(false);
    expect(onContinue).not.toHaveBeenCalled();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Corner Deli' })).toBeNull();
    expect(onContinue).not.toHaveBeenCalled();
    // Closed: the reveal holds the keyboard again, and the focus is back where it was.
    await waitFor(() => expect(document.activeElement).toBe(within(reveal).getByRole('button', { name: 'Continue' })));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
