// The static texts of index.html, written from the catalogue: data-i18n="key" sets an element's
// text, data-i18n-title / data-i18n-aria-label / data-i18n-placeholder its attributes. In a text
// with {slots} (the footer), the element's children marked data-slot="name" (its links) take the
// places of the slots. Names that are not translated carry translate="no".
import { t } from './i18n.js';

const ATTRIBUTES = { i18nTitle: 'title', i18nAriaLabel: 'aria-label', i18nPlaceholder: 'placeholder' };

/**
 * Writes every marked text of `root` in the current language.
 * @param {ParentNode} [root]
 */
export function applyPageText(root = document) {
  for (const element of root.querySelectorAll('[data-i18n]')) {
    const text = t(/** @type {HTMLElement} */ (element).dataset.i18n);
    const slots = [...element.querySelectorAll('[data-slot]')];
    if (slots.length === 0) {
      element.textContent = text;
      continue;
    }
    const byName = new Map(slots.map((slot) => [/** @type {HTMLElement} */ (slot).dataset.slot, slot]));
    element.replaceChildren(
      ...text.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? (byName.get(part) ?? part) : part)),
    );
  }
  for (const [data, attribute] of Object.entries(ATTRIBUTES))
    for (const element of root.querySelectorAll(`[data-${data.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`))
      element.setAttribute(attribute, t(/** @type {HTMLElement} */ (element).dataset[data]));
}
