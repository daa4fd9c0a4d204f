/**
 * jsdom (29) has HTMLDialogElement without showModal(), show() or close(). This adds the parts the
 * app relies on: the open attribute, returnValue, the close event, and Escape firing a cancelable
 * cancel event at the topmost modal dialog, which closes it unless the event is canceled.
 */
const modalStack: HTMLDialogElement[] = [];

function topmostModal(): HTMLDialogElement | undefined {
  return modalStack.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
}

function handleEscape(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const dialog = topmostModal();
  if (!dialog) return;
  const cancel = new Event('cancel', { cancelable: true });
  if (dialog.dispatchEvent(cancel)) dialog.close();
}

function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined') return;
  const prototype = HTMLDialogElement.prototype;
  if (typeof prototype.showModal === 'function') return;

  prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };

  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modalStack.push(this);
  };

  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    const index = modalStack.lastIndexOf(this);
    if (index >= 0) modalStack.splice(index, 1);
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', handleEscape);
}

installDialogPolyfill();

export {};
