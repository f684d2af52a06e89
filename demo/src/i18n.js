// The page's language: which one (the link, then the last choice, then the browser's preferences),
// its catalogue (src/locales/<language>.js, fetched only when chosen), and t() to read it.
// Plurals and numbers through the platform's Intl. No DOM here but document.documentElement.lang.
import { readState } from './url-state.js';

/** The languages of the page, each named in itself (the names are not translated). */
export const LANGUAGES = { en: 'English', ru: 'Русский', de: 'Deutsch', hy: 'Հայերեն' };

// Each catalogue is its own file (plain ESM with no imports, copied as an asset): only the chosen
// one is downloaded. (import() of a URL needs no bundler helper, which import('./x.js') brings.)
const CATALOGUES = {
  en: new URL('./locales/en.js', import.meta.url).href,
  ru: new URL('./locales/ru.js', import.meta.url).href,
  de: new URL('./locales/de.js', import.meta.url).href,
  hy: new URL('./locales/hy.js', import.meta.url).href,
};

const STORAGE_KEY = 'chess960-demo.language';

let language = 'en';
/** @type {Record<string, string | Record<string, string>>} */
let catalogue = {};
let plurals = new Intl.PluralRules('en');

/**
 * A supported language for a tag such as 'de-AT' or 'hy', or null.
 * @param {unknown} tag
 * @returns {string | null}
 */
export function supported(tag) {
  const base = String(tag ?? '')
    .toLowerCase()
    .split('-')[0];
  return Object.hasOwn(LANGUAGES, base) ? base : null;
}

/**
 * The language to start in: the link's, the one chosen last time, the browser's first supported, English.
 * @param {{ link?: string | null, stored?: string | null, preferred?: readonly string[] }} [sources]
 * @returns {string}
 */
export function chooseLanguage({ link = null, stored = null, preferred = [] } = {}) {
  return supported(link) ?? supported(stored) ?? preferred.map(supported).find(Boolean) ?? 'en';
}

/** The language a page opened now starts in: its link's, the last one chosen here, the browser's. */
export function initialLanguage() {
  return chooseLanguage({
    link: readState(location.hash).lang,
    stored: storedLanguage(),
    preferred: [...navigator.languages],
  });
}

/** A language's catalogue module (the browser fetches each once, however often it is asked). */
const catalogueOf = (lang) => import(/* @vite-ignore */ CATALOGUES[supported(lang) ?? 'en']);

/**
 * Starts downloading a language's catalogue; setLanguage() then finds it on its way or loaded.
 * A failure is left to setLanguage() to report.
 * @param {string} lang
 */
export function preloadLanguage(lang) {
  catalogueOf(lang).catch(() => {});
}

/** The language chosen last time on this browser, or null. */
export function storedLanguage() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage may be off: the language then comes from the link or the browser
  }
}

/**
 * Loads a language's catalogue and makes it the page's; remembers the choice.
 * @param {string} lang
 * @param {{ remember?: boolean }} [options]
 * @returns {Promise<string>} the language set
 */
export async function setLanguage(lang, { remember = true } = {}) {
  const chosen = supported(lang) ?? 'en';
  catalogue = (await catalogueOf(chosen)).default;
  language = chosen;
  plurals = new Intl.PluralRules(chosen);
  document.documentElement.lang = chosen;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, chosen);
    } catch {
      // not kept: the link still carries it
    }
  }
  return chosen;
}

export const currentLanguage = () => language;

/** Whether the catalogue has a text for `key` (the library's messages are translated only where it has). */
export const has = (key) => Object.hasOwn(catalogue, key);

/**
 * The text for `key` with its {placeholders} filled from `params`. A placeholder spelled with a
 * capital ({Reason}) takes the value of its lower-case name capitalized. An entry of plural forms
 * is chosen by params.count. A missing key shows itself, so that it is seen (and tested).
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  let text = catalogue[key] ?? key;
  if (typeof text === 'object') text = text[plurals.select(Number(params.count))] ?? text.other;
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (Object.hasOwn(params, name)) return formatValue(params[name]);
    const lower = name.charAt(0).toLowerCase() + name.slice(1);
    if (name !== lower && Object.hasOwn(params, lower)) {
      const value = formatValue(params[lower]);
      return value.charAt(0).toLocaleUpperCase(language) + value.slice(1);
    }
    return whole;
  });
}

/** @param {unknown} value */
function formatValue(value) {
  if (typeof value === 'number') return formatNumber(value, { useGrouping: false });
  if (Array.isArray(value)) return formatList(value);
  return String(value);
}

/**
 * "a, b and c" in the language: Intl.ListFormat where the browser has the language's data (some
 * builds lack Armenian and fall back to "a, b, c"), else the catalogue's listAnd.
 * @param {string[]} items
 */
function formatList(items) {
  if (Intl.ListFormat.supportedLocalesOf(language).length > 0)
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')}${t('listAnd')}${items.at(-1)}`;
}

/**
 * A number as the language writes it: formatNumber(0.35, { signDisplay: 'always' }) is '+0,35' in German.
 * @param {number} value
 * @param {Intl.NumberFormatOptions} [options]
 */
export function formatNumber(value, options = {}) {
  if (Intl.NumberFormat.supportedLocalesOf(language).length > 0)
    return new Intl.NumberFormat(language, options).format(value);
  // Some builds lack the language's number data (Armenian in Chromium): English digits, its separator.
  return new Intl.NumberFormat('en', { ...options, useGrouping: false })
    .format(value)
    .replace('.', t('decimalSeparator'));
}
