// The demo in English, Russian, German and Armenian, and its three notations, in headless
// Chromium: the language from the browser's locale, from the switch (kept across reloads) and
// from a shared link; no English left on a page in another language; the status, a castling
// tooltip, errors and the move list in each language and notation; moves typed with the
// language's piece letters; and the layout at desktop and phone sizes (no label or button cut
// off), with screenshots in tests/e2e/artifacts/i18n-<language>-<size>.png.
//
// Run from the repo root:  node --test tests/e2e/i18n.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STANDARD_START, startDemo, stopDemo, withDemoPage } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const artifacts = join(here, 'artifacts');
const LANGUAGES = ['en', 'ru', 'de', 'hy'];
const LOCALES = { en: 'en-US', ru: 'ru-RU', de: 'de-DE', hy: 'hy-AM' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let demo; // startDemo()
let chess; // the package in Node
let catalogues; // demo/src/locales/*.js

before(async () => {
  demo = await startDemo();
  ({ chess } = demo);
  catalogues = {};
  for (const lang of LANGUAGES)
    catalogues[lang] = (await import(pathToFileURL(join(repo, 'demo', 'src', 'locales', `${lang}.js`)).href)).default;
});

after(() => stopDemo(demo));

/** The demo in a fresh context at `hash` with a browser `locale` (support.mjs's withDemoPage). */
const withDemo = (fn, { locale = 'en-US', hash = STANDARD_START, viewport = DESKTOP } = {}) =>
  withDemoPage(demo, fn, { locale, hash, viewport });

const text = (page, selector) => page.locator(selector).textContent();
const movesText = async (page) => (await page.locator('#moves').innerText()).replace(/\s+/g, ' ').trim();

async function typeMove(page, move) {
  await page.locator('#move-input').fill(move);
  await page.locator('#move-input').press('Enter');
}

/**
 * Every visible text node, title, aria-label and placeholder of the page that equals an English
 * catalogue text (placeholders match anything) while the page is in `lang`; texts the two
 * catalogues share (notation examples) and names marked translate="no" do not count.
 */
async function englishLeft(page, lang) {
  const english = catalogues.en;
  const patterns = [];
  for (const [key, entry] of Object.entries(english)) {
    if (key === 'localLetters' || JSON.stringify(entry) === JSON.stringify(catalogues[lang][key])) continue;
    for (const form of typeof entry === 'string' ? [entry] : Object.values(entry)) {
      const literal = form.replace(/\{\w+\}/g, '');
      if (!/\p{L}{2}/u.test(literal)) continue; // only placeholders and symbols
      const source = form
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      patterns.push({ key, source: `^\\s*${source}\\s*$` });
    }
  }
  return page.evaluate((patterns) => {
    const regexes = patterns.map(({ key, source }) => ({ key, regex: new RegExp(source, 'u') }));
    const found = [];
    const check = (where, value) => {
      for (const { key, regex } of regexes)
        if (value && regex.test(value)) found.push(`${where} = ${JSON.stringify(value)} (en ${key})`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[translate="no"], script, style') || !element.checkVisibility()) continue;
      check(`text in <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`, node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[title], [aria-label], [placeholder]'))
      for (const attribute of ['title', 'aria-label', 'placeholder'])
        check(
          `${attribute} of <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`,
          element.getAttribute(attribute),
        );
    check('document.title', document.title);
    return found;
  }, patterns);
}

describe('the demo in four languages', () => {
  test("each language from the browser's locale: <html lang>, the switch, the status, no English left", async () => {
    for (const lang of LANGUAGES) {
      await withDemo(
        async (page) => {
          assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${lang}: <html lang>`);
          assert.equal(await page.locator('#language').inputValue(), lang);
          assert.equal(await text(page, '#status'), catalogues[lang]['toMove.w'], `${lang}: status`);
          assert.match(page.url(), new RegExp(`lang=${lang}`), `${lang}: the URL names the language`);
          if (lang !== 'en') assert.deepEqual(await englishLeft(page, lang), [], `${lang}: English text on the page`);
          // The editor, the promotion pieces' names and a finished game bring texts of their own.
          if (lang !== 'en') {
            await page.locator('#editor').click();
            assert.deepEqual(await englishLeft(page, lang), [], `${lang}: English text in the editor`);
            await page.locator('#editor').click();
            for (const move of ['f3', 'e5', 'g4', 'Qh4#']) await typeMove(page, move);
            assert.equal(await text(page, '#status'), catalogues[lang]['checkmate.b']);
            assert.deepEqual(await englishLeft(page, lang), [], `${lang}: English text after mate`);
          }
        },
        { locale: LOCALES[lang] },
      );
    }
  });

  test('the switch: changes every text, sets <html lang>, is kept across reloads and in the link', async () => {
    await withDemo(async (page) => {
      assert.equal(await text(page, '#status'), 'White to move');
      await page.locator('#language').selectOption('de');
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      assert.equal(await text(page, '#status'), 'Weiß am Zug');
      assert.equal(await text(page, '#start-heading'), 'Startstellung');
      assert.equal(await page.locator('#flip').getAttribute('title'), 'Das Brett umdrehen');
      assert.deepEqual(await englishLeft(page, 'de'), []);
      assert.match(page.url(), /lang=de/);
      const link = page.url();
      // A reload without the link's language: the choice stays (localStorage).
      await page.openDemo('#start=0');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
      assert.equal(await text(page, '#status'), 'Weiß am Zug');
      // Russian and Armenian by the switch, English again.
      for (const [lang, status] of [
        ['ru', 'Ход белых'],
        ['hy', 'Սպիտակների քայլն է'],
        ['en', 'White to move'],
      ]) {
        await page.locator('#language').selectOption(lang);
        await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
        assert.equal(await text(page, '#status'), status);
      }
      // The shared link opens in German in a browser that prefers Russian.
      await withDemo(
        async (other) => {
          assert.equal(await other.evaluate(() => document.documentElement.lang), 'de');
          assert.equal(await text(other, '#status'), 'Weiß am Zug');
        },
        { locale: 'ru-RU', hash: new URL(link).hash },
      );
    });
  });

  // Per language: the castling tooltip at the standard start, an illegal move typed with the
  // language's letters, a wrong FEN, the move list in each notation.
  const CASES = {
    en: {
      castle: () =>
        `O-O is not legal: ${chess
          .game()
          .castlingStatus()
          .w.kingside.reasons.map((r) => r.message)
          .join('; ')}`,
      queen: 'Qh5',
      knights: ['Nf3', 'Nc6'],
      // A short sentence: the package's message also writes out the position, shown on the board.
      illegal: () => 'Qh5 is not a legal move here.',
      kings: () => chess.validateFen('8/8/8/8/8/8/8/K7 w - - 0 1').message,
      local: '1. Nf3 Nc6',
    },
    ru: {
      castle: () => 'Рокировка O-O невозможна: поле f1 занято слоном, поле g1 занято конём',
      queen: 'Фh5',
      knights: ['Кf3', 'Кc6'],
      illegal: () => 'Ход Фh5 здесь невозможен.',
      kings: () => 'Невозможная позиция: у каждой стороны должен быть ровно один король.',
      local: '1. Кf3 Кc6',
    },
    de: {
      castle: () => 'O-O ist nicht erlaubt: f1 ist vom Läufer besetzt, g1 ist vom Springer besetzt',
      queen: 'Dh5',
      knights: ['Sf3', 'Sc6'],
      illegal: () => 'Dh5 ist hier kein legaler Zug.',
      kings: () => 'Unmögliche Stellung: jede Seite braucht genau einen König.',
      local: '1. Sf3 Sc6',
    },
    hy: {
      castle: () => 'O-O փոխատեղումը թույլատրված չէ. f1 դաշտը զբաղեցրել է փիղը, g1 դաշտը զբաղեցրել է ձին',
      queen: '♕h5',
      knights: ['♘f3', '♘c6'],
      illegal: () => '♕h5-ը այստեղ թույլատրված քայլ չէ։',
      kings: () => 'Անհնար դիրք. յուրաքանչյուր կողմ պետք է ունենա ճիշտ մեկ արքա։',
      local: '1. ♘f3 ♘c6',
    },
  };

  test('status, castling tooltip, errors and the move list in each language and notation; moves typed with its letters', async () => {
    for (const lang of LANGUAGES) {
      const want = CASES[lang];
      await withDemo(
        async (page) => {
          assert.equal(
            await page.locator('#castle-short').getAttribute('title'),
            want.castle(),
            `${lang}: O-O tooltip`,
          );
          assert.equal(await text(page, '#castle-short-why'), want.castle(), `${lang}: O-O description`);
          await typeMove(page, want.queen);
          assert.equal(await text(page, '#move-error'), want.illegal(), `${lang}: illegal move`);
          await page.locator('#fen').fill('8/8/8/8/8/8/8/K7 w - - 0 1');
          await page.locator('#fen').press('Enter');
          assert.equal(await text(page, '#fen-error'), want.kings(), `${lang}: FEN error`);
          await page.locator('#fen').fill(chess.startFen(518));
          await page.locator('#fen').press('Enter');
          // Moves typed with the language's letters are played; the list follows the notation.
          await page.locator('#notation').selectOption('local');
          for (const move of want.knights) await typeMove(page, move);
          assert.equal(await text(page, '#move-error'), '', `${lang}: ${want.knights} played`);
          assert.equal(await movesText(page), want.local, `${lang}: local letters`);
          assert.equal(await text(page, '#status'), catalogues[lang]['toMove.w']);
          await page.locator('#notation').selectOption('figurine');
          assert.equal(await movesText(page), '1. ♘f3 ♘c6', `${lang}: figurines`);
          assert.equal(
            await page.locator('#moves .san.current').getAttribute('title'),
            catalogues[lang].moveTitle.replace('{move}', '♘c6'),
          );
          // English SAN and UCI are read in every language.
          await typeMove(page, 'e4');
          await typeMove(page, 'e7e5');
          await page.locator('#notation').selectOption('san');
          assert.equal(await movesText(page), '1. Nf3 Nc6 2. e4 e5', `${lang}: SAN`);
          assert.match(await page.locator('#pgn').inputValue(), /1\. Nf3 Nc6 2\. e4 e5/, `${lang}: PGN in English SAN`);
          // The notation is kept across reloads too.
          await page.locator('#notation').selectOption('figurine');
          await page.reload({ waitUntil: 'load' });
          await page.waitForSelector('body[data-ready="true"]');
          assert.equal(await page.locator('#notation').inputValue(), 'figurine');
          assert.equal(await movesText(page), '1. ♘f3 ♘c6 2. e4 e5', `${lang}: figurines after a reload`);
        },
        { locale: LOCALES[lang] },
      );
    }
  });

  test('layout holds in every language at desktop and phone sizes (screenshots in artifacts/)', async () => {
    for (const lang of LANGUAGES) {
      for (const [size, viewport] of /** @type {[string, { width: number, height: number }][]} */ ([
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ])) {
        await withDemo(
          async (page) => {
            for (const move of ['e4', 'e5', 'Nf3', 'Nc6']) await typeMove(page, move);
            const overflowing = () =>
              page.evaluate(() => {
                const cut = [];
                for (const element of document.querySelectorAll(
                  'label, button, select, h1, h2, p, .hint, .field, .field-row, output, li',
                )) {
                  if (!element.checkVisibility()) continue;
                  const id = element.id ? `#${element.id}` : '';
                  const name = `${element.tagName.toLowerCase()}${id} "${element.textContent.trim().slice(0, 40)}"`;
                  if (
                    element.scrollWidth > element.clientWidth + 1 &&
                    getComputedStyle(element).overflowX === 'visible'
                  )
                    cut.push(`${name} ${element.scrollWidth} > ${element.clientWidth}`);
                  const box = element.getBoundingClientRect();
                  if (box.right > document.documentElement.clientWidth + 1)
                    cut.push(`${name} ends at ${Math.round(box.right)} px`);
                }
                if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
                  cut.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
                return cut;
              });
            assert.deepEqual(await overflowing(), [], `${lang} ${size}: cut-off or overflowing elements`);
            await page.screenshot({ path: join(artifacts, `i18n-${lang}-${size}.png`), fullPage: true });
            await page.locator('#editor').click();
            assert.deepEqual(await overflowing(), [], `${lang} ${size}: the editor`);
            await page
              .locator('#editor-panel')
              .screenshot({ path: join(artifacts, `i18n-${lang}-${size}-editor.png`) });
          },
          { locale: LOCALES[lang], viewport },
        );
      }
    }
  });
});
