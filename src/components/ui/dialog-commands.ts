/**
 * A modal dialog opened and closed by the browser itself: `<button command="show-modal" commandfor="id">` (invoker
 * commands) works from the first paint, with no script. Where a browser lacks invoker commands or `closedby`, the
 * dialog's buttons do the same with script once the page has hydrated.
 */
export const supportsInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

const supportsClosedBy = () => typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

export function dialogById(id: string): HTMLDialogElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLDialogElement ? element : null;
}

/** The browser reports a backdrop click as a click on the <dialog> itself, outside its box; a key press targets its button. */
function isBackdropClick(event: {
  target: EventTarget | null;
  currentTarget: HTMLDialogElement;
  clientX: number;
  clientY: number;
}): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * What a click inside an open dialog closes it for: a link followed from it (the next page is drawn in this one, under
 * the dialog), or, where the browser has no `closedby`, a tap on the backdrop.
 */
export function closesDialog(event: {
  target: EventTarget | null;
  currentTarget: HTMLDialogElement;
  clientX: number;
  clientY: number;
}): boolean {
  if (event.target instanceof Element && event.target.closest('a[href]')) return true;
  return !supportsClosedBy() && isBackdropClick(event);
}
