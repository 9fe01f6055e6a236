import type { FormEvent } from 'react';

/** `act` commits the next step or the form's messages (flushSync, or a promise that settles once it has). */
export async function submitAndFocus(
  event: FormEvent<HTMLFormElement>,
  act: () => void | Promise<void>,
): Promise<void> {
  event.preventDefault();
  const form = event.currentTarget;
  await act();
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
