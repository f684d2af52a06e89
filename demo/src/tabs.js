// The tools' tabs (WAI-ARIA's tabs pattern): a click or Enter shows a tab's panel; the arrow keys,
// Home and End move between the tabs, the selected one alone in the Tab order.
/**
 * @param {HTMLElement} list the element with role="tablist"
 * @returns {{ show(panelId: string): void }}
 */
export function createTabs(list) {
  const tabs = /** @type {HTMLElement[]} */ ([...list.querySelectorAll('[role="tab"]')]);
  const panelOf = (tab) => document.getElementById(tab.getAttribute('aria-controls'));

  function select(chosen, focus = false) {
    for (const tab of tabs) {
      const on = tab === chosen;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      panelOf(tab).hidden = !on;
    }
    if (focus) chosen.focus();
  }

  list.addEventListener('click', (event) => {
    const tab = /** @type {Element} */ (event.target).closest?.('[role="tab"]');
    if (tab) select(/** @type {HTMLElement} */ (tab));
  });
  list.addEventListener('keydown', (event) => {
    const at = tabs.indexOf(/** @type {HTMLElement} */ (event.target));
    if (at < 0) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(tabs[(to + tabs.length) % tabs.length], true);
  });
  return {
    /** Shows the tab whose panel has this id (a message in it is then seen). */
    show(panelId) {
      const tab = tabs.find((candidate) => candidate.getAttribute('aria-controls') === panelId);
      if (tab) select(tab);
    },
  };
}
