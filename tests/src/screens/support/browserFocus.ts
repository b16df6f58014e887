// What a browser does and jsdom does not: a focused control that is switched off (`disabled`) loses the focus, which
// goes back to the page (Chrome's focus fixup), so the next Tab starts at the top. Installed for a test, it lets the
// test see the focus a borrower would be left with. Returns what removes it.
export function followBrowserFocus(): () => void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !active.matches(':disabled')) return;
    // jsdom's blur() leaves a disabled element focused: the page itself takes the focus, as in the browser.
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => observer.disconnect();
}
