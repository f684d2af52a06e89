// What a player sees first (issue 34 item 2, issue 44), in headless Chromium: a first visit opens on
// a random Chess960 start (never 518) while a link still opens its own; on a phone (390×844) the
// controls right under the board, then the start number, Random and the pool, all in the first
// screen; the board stays in view after Random, and every control is at least 44 px each way; on
// a desktop (1280×800) the board as tall as the window allows and beside it the start, the status
// and the moves. And the demo as its own command serves it: compressed files, the page's language
// fetched while the main script is still on its way. Expectations from the package run in Node.
// Screenshots: tests/e2e/artifacts/first-screen-<size>.png.
//
// Run from the repo root:  node --test tests/e2e/first-screen.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HOST, demoPerFile, expectPosition, freePort, startProcess, waitForHttp, withDemoPage } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const artifacts = join(here, 'artifacts');
const demoDir = join(here, '..', '..', 'demo');
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
  await expectPosition(page, demo.chess.startFen(number), `start ${number}`);
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
        const controls = await box(page, '#board-controls');
        assert.ok(inView(controls, PHONE) && controls.y >= board.y + board.height, 'the controls under the board');
        for (const selector of ['#position-number', '#random', '#random-subset']) {
          const control = await box(page, selector);
          assert.ok(inView(control, PHONE), `${selector} in the first screen: ${JSON.stringify(control)}`);
          assert.ok(control.y >= controls.y + controls.height, `${selector} under the controls`);
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

  test('desktop: a random start, a board as tall as the window, the start and the moves beside it; a link still opens its start', async () => {
    await withDemoPage(
      demo,
      async (page) => {
        assert.notEqual(await shownStart(page), 518, 'a first visit is no standard chess');
        const board = await box(page, '#board');
        assert.ok(board.width >= 680 && inView(board, DESKTOP), `the board at 1280×800: ${JSON.stringify(board)}`);
        const moves = await box(page, '#moves-card');
        assert.ok(moves.x > board.x + board.width, 'the moves beside the board');
        const start = await box(page, '#start-card');
        assert.ok(start.x > board.x + board.width && start.y < moves.y, 'the start above the moves, beside the board');
        for (const selector of ['#random', '#status', '#board-controls', '#move-input'])
          assert.ok(inView(await box(page, selector), DESKTOP), `${selector} in view`);
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

  test("the demo's own server: compressed files, the language fetched while the main script arrives", async () => {
    const port = await freePort();
    const server = startProcess('npm', ['run', '--silent', 'serve'], {
      cwd: demoDir,
      env: { PORT: String(port), HOST },
    });
    const url = `http://${HOST}:${port}/`;
    const context = await demo.browser.newContext({ viewport: PHONE });
    try {
      await waitForHttp(url, server);
      // Brotli where the browser takes it, gzip else: the files written at build time.
      for (const [encoding, want] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ]) {
        const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
        assert.equal(response.headers.get('content-encoding'), want, `index.html for ${encoding}`);
        // Each visit asks whether the build changed (an ETag answers), so a new build is never half seen.
        assert.match(response.headers.get('cache-control') ?? '', /max-age=0/);
        assert.ok(response.headers.get('etag'));
        assert.equal(await response.text(), readFileSync(join(demoDir, 'dist', 'index.html'), 'utf8'));
      }
      // A slow phone network (1.6 Mbps, 150 ms): the catalogue is asked for before the main script is in.
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1.6e6 / 8,
        uploadThroughput: 750e3 / 8,
      });
      await page.goto(url);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });
      const resources = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => {
          const timing = /** @type {PerformanceResourceTiming} */ (entry);
          return {
            name: new URL(timing.name).pathname,
            start: timing.startTime,
            end: timing.responseEnd,
            encoded: timing.encodedBodySize,
            decoded: timing.decodedBodySize,
          };
        }),
      );
      const main = resources.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name));
      const language = resources.find((entry) => /\/assets\/en-[\w-]+\.js$/.test(entry.name));
      assert.ok(main && language, `the main script and the English catalogue: ${JSON.stringify(resources)}`);
      assert.ok(
        language.start < main.end,
        `the catalogue asked for at ${language.start} ms, the main script in at ${main.end} ms`,
      );
      assert.ok(
        main.encoded < 0.6 * main.decoded,
        `the main script compressed: ${main.encoded} of ${main.decoded} bytes`,
      );
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
