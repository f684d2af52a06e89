// The demo's tournament draw panel (issue 25 item 3), in headless Chromium at desktop size in
// English and phone size in Russian: the commitment shown before anything is drawn, the rounds
// only after the reveal (the package's drawStarts in Node says which), verify mode with the right
// and a wrong seed, the share link, print emulation with one .draw-page per round, the projector
// (the board at least 75% of the window's height on desktop), Double Chess960 and a refused option.
//
// Run from the repo root:  node --test tests/e2e/draw.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { startDemo, stopDemo, withDemoPage } from './support.mjs';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const SEED = 'Aeroflot Open 2027: the arbiter’s secret';
const PUBLIC = '3 6 1 4 2';
const ROUNDS = 5;

let demo;
let chess; // the package in Node: the oracle
before(async () => {
  demo = await startDemo();
  ({ chess } = demo);
});
after(() => stopDemo(demo));

const CASES = [
  {
    name: 'desktop, English',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    revealed: /^Round 1: start \d+$/,
    match: /^✓ The seed matches/,
  },
  {
    name: 'phone, Russian',
    locale: 'ru-RU',
    viewport: { width: 390, height: 844 },
    revealed: /^Тур 1: позиция \d+$/,
    match: /^✓ Зерно соответствует/,
  },
];

async function fillDraw(page, { seed = SEED, publicValue = PUBLIC, rounds = ROUNDS, exclude = '518, 534' } = {}) {
  await page.locator('#draw-seed').fill(seed);
  await page.locator('#draw-public').fill(publicValue);
  await page.locator('#draw-rounds').fill(String(rounds));
  await page.locator('#draw-exclude').fill(exclude);
}

const listed = (page) =>
  page.locator('#draw-list li').evaluateAll((items) =>
    items.map((li) => ({
      round: Number(li.dataset.round),
      number: Number(li.dataset.number),
      black: li.dataset.blackNumber,
    })),
  );

describe('the tournament draw panel', () => {
  for (const { name, locale, viewport, revealed, match } of CASES)
    test(`${name}: commitment first, rounds on reveal, verify, share, print, projector`, async () => {
      const want = chess.drawStarts({ seed: SEED, public: PUBLIC, rounds: ROUNDS, exclude: [518, 534] });
      await withDemoPage(
        demo,
        async (page) => {
          assert.equal(await page.locator('#draw-panel').isVisible(), false, 'closed at first');
          await page.locator('#draw').click();
          assert.equal(await page.locator('#draw-panel').isVisible(), true);
          assert.equal(await page.locator('#draw-commitment').textContent(), '—', 'no seed, no commitment');

          // The commitment as soon as a seed is typed; nothing drawn yet.
          await fillDraw(page);
          assert.equal(await page.locator('#draw-commitment').textContent(), chess.drawCommitment(SEED));
          assert.equal(want.commitment, chess.drawCommitment(SEED));
          assert.equal(await page.locator('#draw-list li').count(), 0, 'nothing listed before the reveal');
          assert.equal(await page.locator('#draw-copy-commitment').isEnabled(), true);

          // The reveal: the package's rounds, each with a link to its start.
          await page.locator('#draw-reveal').click();
          assert.deepEqual(
            await listed(page),
            want.starts.map((s) => ({ round: s.round, number: s.number, black: undefined })),
          );
          assert.match(await page.locator('#draw-list .draw-round-title').first().textContent(), revealed);
          assert.equal(
            await page.locator('#draw-list .draw-play').first().getAttribute('href'),
            `#start=${want.starts[0].number}`,
          );
          assert.equal(await page.locator('#draw-list .draw-strip').count(), ROUNDS);
          if (viewport.width < 500) await page.screenshot({ path: join(artifacts, 'draw-phone.png'), fullPage: true });
          else await page.screenshot({ path: join(artifacts, 'draw-desktop.png'), fullPage: true });

          // Print: only the pages, one per round; the button calls the browser's print.
          await page.evaluate(() => {
            window.print = () => (document.body.dataset.printed = 'yes');
          });
          await page.locator('#draw-print').click();
          assert.equal(await page.locator('body').getAttribute('data-printed'), 'yes');
          await page.emulateMedia({ media: 'print' });
          const pages = page.locator('.draw-page');
          assert.equal(await pages.count(), ROUNDS);
          for (let i = 0; i < ROUNDS; i++) assert.equal(await pages.nth(i).isVisible(), true, `page ${i + 1} printed`);
          assert.equal(await page.locator('main').isVisible(), false, 'the page itself is not printed');
          const first = want.starts[0];
          const text = await pages.first().innerText();
          assert.ok(text.includes(first.fen), 'X-FEN on the page');
          assert.ok(text.includes(chess.game(first.fen).fen({ castling: 'shredder' })), 'Shredder-FEN on the page');
          const status = chess.game(first.fen).castlingStatus();
          assert.ok(
            text.includes(`${status.w.kingside.king}–${status.w.kingside.kingTo}`) &&
              text.includes(`${status.b.queenside.rook}–${status.b.queenside.rookTo}`),
            'where king and rook land',
          );
          assert.equal(await pages.first().locator('.draw-board piece').count(), 32, 'a diagram of the start');
          await page.emulateMedia({ media: 'screen' });

          // The projector: round 1, then 2; the board fills most of the screen.
          await page.locator('#draw-projector-open').click();
          assert.equal(await page.locator('#draw-projector').isVisible(), true);
          assert.equal(await page.locator('#draw-projector').getAttribute('data-round'), '1');
          const board = await page.locator('#draw-projector .draw-board').boundingBox();
          if (viewport.width > viewport.height)
            assert.ok(board.height >= 0.75 * viewport.height, `board ${board.height} px of ${viewport.height}`);
          else assert.ok(board.width >= 0.9 * viewport.width, `board ${board.width} px of ${viewport.width}`);
          assert.ok(board.y >= 0 && board.y + board.height <= viewport.height, 'the whole board on screen');
          await page.locator('#draw-projector-next').click();
          assert.equal(await page.locator('#draw-projector').getAttribute('data-round'), '2');
          if (viewport.width > viewport.height) await page.screenshot({ path: join(artifacts, 'draw-projector.png') });
          await page.keyboard.press('Escape');
          assert.equal(await page.locator('#draw-projector').isVisible(), false);

          // The share link reproduces the draw.
          await page.locator('#draw-share').click();
          await page.waitForFunction(() => document.getElementById('draw-share').dataset.url);
          const link = new URL(await page.locator('#draw-share').getAttribute('data-url'));
          await page.goto(link.href);
          await page.waitForSelector('body[data-ready="true"]');
          assert.equal(await page.locator('#draw-panel').isVisible(), true);
          assert.deepEqual(
            (await listed(page)).map((r) => r.number),
            want.starts.map((s) => s.number),
            'the shared link draws the same',
          );

          // Verify: the published commitment and the revealed seed.
          await page.locator('#draw-mode-verify').check();
          assert.equal(await page.locator('#draw-list li').count(), 0);
          await page.locator('#draw-verify-commitment').fill(want.commitment);
          await page.locator('#draw-reveal').click();
          assert.match(await page.locator('#draw-verify-result').textContent(), match);
          assert.equal(await page.locator('#draw-verify-result').getAttribute('data-match'), 'true');
          assert.deepEqual(
            (await listed(page)).map((r) => r.number),
            want.starts.map((s) => s.number),
          );
          await page.locator('#draw-seed').fill(`${SEED}!`);
          await page.locator('#draw-reveal').click();
          assert.equal(await page.locator('#draw-verify-result').getAttribute('data-match'), 'false');
          assert.equal(await page.locator('#draw-list li').count(), 0, 'a wrong seed lists nothing');
        },
        { locale, viewport },
      );
    });

  test('Double Chess960, repeats allowed, and a refused option', async () => {
    const want = chess.drawStarts({ seed: 'double', rounds: 3, subset: 'chess18', unique: false, double: true });
    await withDemoPage(
      demo,
      async (page) => {
        await page.locator('#draw').click();
        await fillDraw(page, { seed: 'double', publicValue: '', rounds: 3, exclude: '' });
        await page.locator('#draw-subset').selectOption('chess18');
        await page.locator('#draw-repeats').check();
        await page.locator('#draw-double').check();
        await page.locator('#draw-reveal').click();
        assert.deepEqual(
          await listed(page),
          want.starts.map((s) => ({ round: s.round, number: s.number, black: String(s.blackNumber) })),
        );
        assert.equal(
          await page.locator('#draw-list .draw-play').first().getAttribute('href'),
          `#start=${want.starts[0].number},${want.starts[0].blackNumber}`,
        );
        // 19 rounds from Chess18 without repeats: the package refuses, nothing is listed.
        await page.locator('#draw-repeats').uncheck();
        await page.locator('#draw-rounds').fill('19');
        await page.locator('#draw-reveal').click();
        assert.throws(
          () => chess.drawStarts({ seed: 'double', rounds: 19, subset: 'chess18' }),
          (error) => /** @type {{ code?: string }} */ (error).code === 'DRAW_POOL',
        );
        assert.notEqual(await page.locator('#draw-error').textContent(), '');
        assert.equal(await page.locator('#draw-list li').count(), 0);
        await page.locator('#draw-rounds').fill('x');
        await page.locator('#draw-reveal').click();
        assert.equal(await page.locator('#draw-error').textContent(), 'Rounds: "x" is not a whole number.');
      },
      { viewport: { width: 1280, height: 800 } },
    );
  });
});
