/**
 * A modal <dialog> of the site (the top-up modal, an alert) makes the rest of the page inert, the
 * QA tools included: a tester could not open the panel on an outcome shown in a modal. While one
 * is open, the tools' host moves into the topmost one, and back to the body when none is left
 * (decision 275).
 */
export function followModalDialogs(host: HTMLElement): () => void {
  /** The site's open modal dialogs, in the order they opened: the last one is on top. */
  let opened: HTMLDialogElement[] = [];

  function place(): void {
    const open = [...document.querySelectorAll('dialog')].filter((dialog) => !host.contains(dialog) && dialog.matches(':modal'));
    opened = [...opened.filter((dialog) => open.includes(dialog)), ...open.filter((dialog) => !opened.includes(dialog))];
    const into = opened.at(-1) ?? document.body;
    if (host.parentElement === into) return;
    // In a dialog, a box of no size at the viewport's corner: the button and the panel are fixed
    // to the viewport themselves, and nothing of the host covers the dialog's content.
    host.style.cssText = into === document.body ? '' : 'position: fixed; right: 0; bottom: 0; width: 0; height: 0;';
    into.append(host);
  }

  const observer = new MutationObserver(place);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  place();
  return () => observer.disconnect();
}
