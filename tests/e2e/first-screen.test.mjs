// What a player sees first (issue 34 item 2), in headless Chromium: a first visit opens on a random
// Chess960 start (never 518) while a link still opens its own; on a phone (390×844) the start
// number, Random and the pool are in the first screen, under the board, the board stays in view
// after Random, and every control is at least 44 px each way; on a desktop (1280×800) the layout
// is as before: a 574 px board, the moves beside it, the start on the right. Expectations from the
// package run in Node. Screenshots: tests/e2e/artifacts/first-screen-<size>.png.
//
// Run from the repo root:  node --test tests/e2e/first-screen.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { boardPlacement, demoPerFile, withDemoPage } from './support.mjs';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const demo = demoPerFile(); // demo.chess: the package in Node, the oracle

const box = (page, selector) => page.locator(selector).boundingBox();
const inView = (b, viewport) =>
  b.y >= 0 && b.x >= 0 && b.y + b.height <= viewport.height && b.x + b.width <= viewport.width;

/** The start shown: its number (the field), and that the board and the back rank line show it. */
async function shownStart(page) {
  const number = Number(await page.locator('#position-number').inputValue());
  assert.equal(await page.locator('#backrank').textContent(), `${number} · ${demo.chess.backRank(number)}`);
  assert.equal(await page.locator('#fen').inputValue(), demo.chess.startFen(number));
  assert.equal(await boardPlacement(page), demo.chess.startFen(number).split(' ')[0], 'the pieces on the board');
  return number;
}

describe('the first screen, on a phone and a desktop', { timeout: 60_000 }, () => {
  test('phone: a random start, the start controls beside the board, the board in view after Random, 44 px targets', async () => {
    await withDemoPage(
      demo,
      async (page) => {
        const first = await shownStart(page);
        assert.notEqual(first, 518, 'a first visit is no standard chess');
        await page.screenshot({ path: join(artifacts, 'first-screen-phone.png') });
        const board = await box(page, '#board');
        assert.ok(inView(board, PHONE), `the board in the first screen: ${JSON.stringify(board)}`);
        for (const selector of ['#position-number', '#random', '#random-subset']) {
          const control = await box(page, selector);
          assert.ok(inView(control, PHONE), `${selector} in the first screen: ${JSON.stringify(control)}`);
          assert.ok(control.y >= board.y + board.height, `${selector} under the board`);
        }
        // Random: a new start, shown, and the board stays where it is.
        const scrolled = await page.evaluate(() => scrollY);
        for (let i = 0; i < 3; i++) {
          await page.locator('#random').click();
          await shownStart(page);
          assert.ok(inView(await box(page, '#board'), PHONE), 'the board in view after Random');
        }
        assert.equal(await page.evaluate(() => scrollY), scrolled, 'Random scrolls nothing');
        // Every control a finger can hit: 44 px each way (the move strip's « ‹ › » included).
        const small = await page.evaluate(() =>
          [...document.querySelectorAll('button, select, input[type="text"], textarea, label.check, summary')]
            .filter((element) => element.checkVisibility() && !element.closest('.visually-hidden'))
            .map((element) => ({ element, rect: element.getBoundingClientRect() }))
            .filter(({ rect }) => rect.width < 44 || rect.height < 44)
            .map(
              ({ element, rect }) =>
                `${element.id || element.className || element.tagName} ${rect.width}×${rect.height}`,
            ),
        );
        assert.deepEqual(small, [], 'controls under 44 px');
        assert.equal(
          await page.evaluate(() => document.documentElement.scrollWidth),
          PHONE.width,
          'no sideways scroll',
        );
      },
      { hash: '', viewport: PHONE },
    );
  });

  test('desktop: a random start, the layout as before; a link still opens its start', async () => {
    await withDemoPage(
      demo,
      async (page) => {
        assert.notEqual(await shownStart(page), 518, 'a first visit is no standard chess');
        const board = await box(page, '#board');
        assert.equal(Math.round(board.width), 574, 'the board at 1280×800');
        const moves = await box(page, '#moves-card');
        assert.ok(moves.x > board.x + board.width, 'the moves beside the board');
        const start = await box(page, '#start-card');
        assert.ok(start.x > moves.x + moves.width, 'the start on the right');
        assert.ok(inView(await box(page, '#random'), DESKTOP), 'Random in view');
        await page.screenshot({ path: join(artifacts, 'first-screen-desktop.png') });
        // A link (or a reload, which keeps the game in the URL) wins over the random start.
        await page.openDemo('#start=700');
        assert.equal(await shownStart(page), 700);
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]');
        assert.equal(await shownStart(page), 700, 'a reload keeps the start');
      },
      { hash: '', viewport: DESKTOP },
    );
  });
});
