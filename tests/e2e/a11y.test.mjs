// Accessibility, checked (issue 34 item 4): axe-core (npm) run in headless Chromium over the
// demo's main views, the board, the tournament draw panel (the organiser's steps and the revealed
// rounds), the projector, a player's check of a draw, and the PGN panel with its list, a game
// skipped and a game opened where a refused move stopped it, with its details, at desktop (1280×800) and phone (390×844) sizes, in English and Russian. Any
// violation fails the test, named with its rule, its impact and the elements it found.
//
// Run from the repo root:  node --test tests/e2e/a11y.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { demoPerFile, withDemoPage } from './support.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const LOCALES = { en: 'en-US', ru: 'ru-RU' };
const PGN =
  '[White "A"]\n[Black "B"]\n[Result "1/2-1/2"]\n\n1. e4 { [%clk 0:03:00] } e5 { A comment. } 2. Nf3 (2. Nc3) Nc6 1/2-1/2\n\n' +
  '[White "C"]\n[Black "D"]\n\n1. e4 e5 2. Ke3 *\n\n[FEN "8/8/8/8 w - - 0 1"]\n\n1. e4 *\n';

const demo = demoPerFile();

/** axe-core's violations on the page as it is now: "rule (impact): the elements" each. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')} - ${v.help}`,
    );
  });
  return found;
}

describe('axe-core finds no violation in the main views', { timeout: 120_000 }, () => {
  for (const [size, viewport] of Object.entries(SIZES))
    for (const [lang, locale] of Object.entries(LOCALES))
      test(`${size}, ${lang}: board, draw panel, projector, a player's check, PGN panel`, async () => {
        await withDemoPage(
          demo,
          async (page) => {
            const audit = async (view) => assert.deepEqual(await violations(page), [], `${size} ${lang}: ${view}`);
            // The board, a game under way.
            for (const move of ['e4', 'e5']) {
              await page.locator('#move-input').fill(move);
              await page.locator('#move-input').press('Enter');
            }
            await audit('the board');

            // The draw panel: the organiser's steps, then the rounds revealed.
            await page.evaluate(() => (window.print = () => {}));
            await page.locator('#draw').click();
            await page.locator('#draw-seed').fill('a11y');
            await page.locator('#draw-public-source').fill('a die');
            await page.locator('#draw-print-record').click();
            await page.locator('#draw-record-kept').check();
            await page.locator('#draw-public').fill('4');
            await page.locator('#draw-reveal').click();
            await page.locator('#draw-list li').first().waitFor();
            await audit('the draw panel');

            // The projector.
            await page.locator('#draw-projector-open').click();
            await audit('the projector');
            await page.keyboard.press('Escape');

            // A player's check, with a part that does not match.
            const announcement = await page.locator('#draw-announcement').textContent();
            await page.locator('#draw-mode-verify').check();
            await page.locator('#draw-verify-announcement').fill(announcement);
            await page.locator('#draw-seed').fill('a11y');
            await page.locator('#draw-public').fill('');
            await page.locator('#draw-reveal').click();
            await page.locator('#draw-verify-result li').first().waitFor();
            await audit("a player's check");

            // The PGN panel: a good game opened, one read up to a refused move, one skipped.
            await page.locator('#pgn-import').click();
            await page.locator('#pgn-import-text').fill(PGN);
            await page.locator('#pgn-import-read').click();
            await page.locator('#pgn-games .pgn-game').first().click();
            await page.locator('#pgn-import-errors summary').click();
            await audit('the PGN panel');

            // The game read up to its refused move, opened there, its details open.
            await page.locator('#pgn-games .pgn-game').nth(1).click();
            await page.locator('#game-stopped summary').click();
            await audit('a game read up to an error');
          },
          { locale, viewport },
        );
      });
});
