// The first script of the page (index.html's <head>, on its own): it starts downloading the page's
// language while the main script is still on its way. main.js asks for the same catalogue module,
// which the browser fetches only once.
import { initialLanguage, preloadLanguage } from './i18n.js';

preloadLanguage(initialLanguage());
