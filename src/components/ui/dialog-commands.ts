// Invoker commands and `closedby` open and close dialogs without script; where a browser lacks them, script does it.
export const supportsInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

const supportsClosedBy = () => typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

export function dialogById(id: string): HTMLDialogElement | null {
  const element = document.getElementById(id);
  return element instanceof HTMLDialogElement ? element : null;
}

type DialogClick = { target: EventTarget | null; currentTarget: HTMLDialogElement; clientX: number; clientY: number };

/** The browser reports a backdrop click as a click on the <dialog> itself, outside its box; a key press targets its button. */
function isBackdropClick(event: DialogClick): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** A link followed from the dialog (the next page is drawn under it), or a backdrop tap where there is no `closedby`. */
export function closesDialog(event: DialogClick): boolean {
  if (event.target instanceof Element && event.target.closest('a[href]')) return true;
  return !supportsClosedBy() && isBackdropClick(event);
}
