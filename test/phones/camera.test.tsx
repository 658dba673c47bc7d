// The camera that reads pairing codes says what to do when it cannot: no camera, a camera refused
// (with a way to try again once allowed), a busy camera; and a code typed by hand goes to the same
// place as a code read, its refusal said where the person is looking.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../src/engine/result';
import { Camera } from '../../src/ui/phones/Camera';

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

function cameraThatFails(name: string) {
  const getUserMedia = vi.fn(() => Promise.reject(Object.assign(new Error(name), { name })));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

afterEach(() => {
  cleanup();
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

describe('reading a pairing code (issue 32)', () => {
  it('says there is no camera, and offers to type the code', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    render(h(Camera, { aim: 'Point at the code.', onCode: async () => ok(undefined) }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no camera Shopfloor can use.*type the code below/);
    expect(screen.getByRole('textbox', { name: 'Or type the code' }).tagName).toBe('INPUT');
  });

  it('says how to allow a refused camera, and tries again when asked', async () => {
    const getUserMedia = cameraThatFails('NotAllowedError');
    render(h(Camera, { aim: 'Point at the code.', onCode: async () => ok(undefined) }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/The camera was refused\. Allow the camera for Shopfloor/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
  });

  it('says a busy camera is in use elsewhere', async () => {
    cameraThatFails('NotReadableError');
    render(h(Camera, { aim: 'Point at the code.', onCode: async () => ok(undefined) }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/busy in another app/);
  });

  it('hands a typed code over, and shows its refusal', async () => {
    cameraThatFails('NotFoundError');
    const onCode = vi.fn(async () => fail('not-a-code', 'This is not a Shopfloor pairing code.'));
    render(h(Camera, { aim: 'Point at the code.', onCode }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Or type the code' }), { target: { value: ' sf1:abc ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this code' }));
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('SF1:ABC'));
    expect((await screen.findByText('This is not a Shopfloor pairing code.')).getAttribute('role')).toBe('alert');
  });
});
