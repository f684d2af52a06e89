// PGN in and out of the demo (issue 14 item 5), in headless Chromium at desktop and phone sizes:
// a PGN with two games pasted into #pgn-import's panel, the list of games (players, result, start
// number), the second game opened with its comment and variation in the move list and its final
// position on the board, a move of the variation shown, and the export (#pgn and Download)
// keeping the variation and the comment. A file with a bad game, opened with the file input,
// lists the good game and says which one was skipped. Every expectation comes from the package
// run in Node. Screenshots: tests/e2e/artifacts/pgn-import-<size>.png.
//
// Run from the repo root:  node --test tests/e2e/pgn-import.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { boardPlacement, startDemo, stopDemo, withDemoPage } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const artifacts = join(here, 'artifacts');
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

// Start 318 (NQRKRBBN): the king between two adjacent rooks, both castlings possible by move 5.
const START = 318;
const MAINLINE = ['f4', 'a6', 'g3', 'a5', 'Be3', 'b6', 'Bh3', 'b5', 'O-O', 'e6'];
const VARIATION = ['O-O-O', 'b4']; // instead of 5. O-O
const COMMENT = 'The king castles next to its rook.';

let chess; // the package in Node: the oracle

// Two games: standard chess, then a Chess960 game with a comment and a variation.
function twoGames() {
  return `[Event "Import test"]
[Site "?"]
[Date "2026.11.30"]
[Round "1"]
[White "Anand, Viswanathan"]
[Black "Carlsen, Magnus"]
[Result "1/2-1/2"]

1. e4 e5 2. Nf3 Nc6 1/2-1/2

[Event "Import test"]
[Site "?"]
[Date "2026.11.30"]
[Round "2"]
[White "Fischer, Robert"]
[Black "Spassky, Boris"]
[Result "*"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "${chess.startFen(START)}"]

1. f4 a6 2. g3 a5 3. Be3 b6 4. Bh3 b5 5. O-O {${COMMENT} [%cal Gg1e1]} (5. O-O-O b4) 5... e6 *
`;
}

/** The game after `sans` from start `number`, by the package. */
function after_(number, sans) {
  const game = chess.game(chess.startFen(number));
  for (const san of sans) game.move(san);
  return game;
}

let demo; // startDemo()
before(async () => {
  demo = await startDemo();
  ({ chess } = demo);
});

after(() => stopDemo(demo));

/** The demo in a fresh context at `viewport`, downloads allowed (support.mjs's withDemoPage). */
const withDemo = (viewport, fn) => withDemoPage(demo, fn, { viewport, acceptDownloads: true });

/** Waits until #fen and the pieces on the board show `fen`. */
async function expectBoard(page, fen, what) {
  const deadline = Date.now() + 5_000;
  let shown;
  let placement;
  while (Date.now() < deadline) {
    [shown, placement] = [await page.locator('#fen').inputValue(), await boardPlacement(page)];
    if (shown === fen && placement === fen.split(' ')[0]) return;
    await page.waitForTimeout(40);
  }
  assert.equal(shown, fen, `${what}: #fen`);
  assert.equal(placement, fen.split(' ')[0], `${what}: the pieces on the board`);
}

const movesText = async (page) => (await page.locator('#moves').innerText()).replace(/\s+/g, ' ').trim();

describe('PGN import in the demo', { timeout: 180_000 }, () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`${size}: paste two games, open the second with its comment and variation, export keeps them`, async () => {
      await withDemo(viewport, async (page) => {
        assert.equal(await page.locator('#pgn-import-panel').isVisible(), false, 'the panel starts closed');
        await page.locator('#pgn-import').click();
        assert.equal(await page.locator('#pgn-import').getAttribute('aria-expanded'), 'true');
        await page.locator('#pgn-import-text').fill(twoGames());
        await page.locator('#pgn-import-read').click();
        await page.waitForFunction(() => document.querySelectorAll('#pgn-games .pgn-game').length === 2);
        assert.equal(await page.locator('#pgn-import-status').textContent(), '2 games: pick one to open it.');
        const entries = (await page.locator('#pgn-games .pgn-game').allInnerTexts()).map((text) =>
          text.replace(/\s+/g, ' ').trim(),
        );
        assert.deepEqual(entries, [
          'Anand, Viswanathan – Carlsen, Magnus 1/2-1/2 start 518 Import test · 2026.11.30',
          `Fischer, Robert – Spassky, Boris * start ${START} Import test · 2026.11.30`,
        ]);

        await page.locator('#pgn-games .pgn-game').nth(1).click();
        const end = after_(START, MAINLINE);
        await expectBoard(page, end.fen(), 'the end of the second game');
        assert.equal(await page.locator('#backrank').textContent(), `${START} · ${chess.backRank(START)}`);
        assert.equal(
          await movesText(page),
          `1. f4 a6 2. g3 a5 3. Be3 b6 4. Bh3 b5 5. O-O ${COMMENT} (5. O-O-O b4) 5… e6`,
          'the move list: the comment after 5. O-O, the variation inline',
        );
        assert.equal(await page.locator('#moves .comment').textContent(), COMMENT);
        assert.equal(await page.locator('#moves li.variations').count(), 1);
        assert.equal(await page.locator('#moves .san.current').textContent(), 'e6');
        const box = await page.locator('#moves .comment').boundingBox();
        assert.ok(box && box.width > 0 && box.height > 0, 'the comment is drawn');
        await page.screenshot({ path: join(artifacts, `pgn-import-${size}.png`), fullPage: true });

        // The export: the whole tree by the package's writer, the comment and the variation kept.
        const pgn = await page.locator('#pgn').inputValue();
        assert.match(pgn, /\[White "Fischer, Robert"\]/);
        assert.match(pgn, /\[Variant "Chess960"\]/);
        assert.ok(pgn.replace(/\s+/g, ' ').includes(`5. O-O {[%cal Gg1e1] ${COMMENT}} (5. O-O-O b4) 5... e6 *`), pgn); // lines wrap at 79
        const [reread] = chess.readPgn(pgn);
        assert.deepEqual(
          reread.mainline().map((node) => node.san),
          MAINLINE,
        );
        const castled = reread.mainline()[8];
        assert.deepEqual(castled.comments, [COMMENT]);
        const variation = castled.parent.children[1];
        assert.deepEqual([variation.san, variation.children[0].san], VARIATION);
        const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download-pgn').click()]);
        assert.equal(readFileSync(await download.path(), 'utf8'), pgn, 'Download saves the same PGN');

        // 5. O-O, clicked: its [%cal] arrow is drawn on the board (none at the end of the game).
        assert.equal(await page.locator('#board svg.cg-shapes line').count(), 0);
        await page.locator('#moves .san', { hasText: /^O-O$/ }).click();
        await expectBoard(page, after_(START, MAINLINE.slice(0, 9)).fen(), 'after 5. O-O');
        await page.waitForFunction(() => document.querySelectorAll('#board svg.cg-shapes line').length === 1);
        // A move of the variation, clicked: the board follows; the export does not change.
        await page.locator('#moves .variation .san', { hasText: /^b4$/ }).click();
        await expectBoard(page, after_(START, [...MAINLINE.slice(0, 8), ...VARIATION]).fen(), 'in the variation');
        assert.equal(await page.locator('#pgn').inputValue(), pgn);
      });
    });
  }

  for (const [size, viewport] of Object.entries(SIZES))
    test(`${size}: a drawn game with clocks: ½-½, the clock after each move; a refused move's message fits`, async () => {
      const clocks = ['1:00:00', '59:58', '59:30', '9:05', '0:59', '0:07'];
      const ms = (text) => text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0) * 1000;
      const pgn = `[White "A"]\n[Black "B"]\n[Result "1/2-1/2"]\n\n${['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']
        .map((san, i) => `${i % 2 === 0 ? `${i / 2 + 1}. ` : ''}${san} { [%clk ${clocks[i]}] }`)
        .join(' ')} 1/2-1/2\n\n[White "C"]\n[Black "D"]\n\n1. e4 e5 2. Ke3 *\n`;
      await withDemo(viewport, async (page) => {
        await page.locator('#pgn-import').click();
        await page.locator('#pgn-import-text').fill(pgn);
        await page.locator('#pgn-import-read').click();
        await page.waitForFunction(() => document.querySelectorAll('#pgn-games .pgn-game').length === 1);
        await page.locator('#pgn-games .pgn-game').click();
        assert.equal(await page.locator('#game-result').textContent(), '½-½');
        assert.match(await page.locator('#moves-result').textContent(), /^½-½ · /);
        // The clocks as the package reads them, after each move, in the move list (a strip on a phone).
        const [game] = chess.readPgn(pgn, { onError() {} });
        assert.deepEqual(
          game.mainline().map((node) => node.clock),
          clocks.map(ms),
        );
        assert.deepEqual(await page.locator('#moves .clock').allTextContents(), clocks);
        assert.equal(await page.locator('#moves .move-cell').first().locator('.san').textContent(), 'e4');
        assert.equal(
          await page.locator('#moves .clock').first().getAttribute('title'),
          'Clock after this move: 1:00:00',
        );
        // The refused move of the other game: a short sentence, the page no wider than the screen.
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width);
        await page.locator('#pgn-import-errors summary').click();
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width, 'details open');
      });
    });

  test('desktop: a file with a bad game lists the good one and says which was skipped', async () => {
    await withDemo(SIZES.desktop, async (page) => {
      await page.locator('#pgn-import').click();
      const text =
        '[Event "bad"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *\n\n[Event "good"]\n[White "A"]\n[Black "B"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n';
      await page
        .locator('#pgn-import-file')
        .setInputFiles({ name: 'games.pgn', mimeType: 'application/vnd.chess-pgn', buffer: Buffer.from(text) });
      await page.waitForFunction(() => document.querySelectorAll('#pgn-games .pgn-game').length === 1);
      assert.equal(await page.locator('#pgn-import-status').textContent(), '1 game: pick it to open it.');
      assert.equal(
        await page.locator('#pgn-import-errors p').textContent(),
        '1 game could not be read and was skipped:',
      );
      // A short sentence; the package's whole message, with the position, on request.
      const item = page.locator('#pgn-import-errors li');
      assert.equal(
        await item.evaluate((li) => li.firstChild.textContent),
        'Game 1, line 4, column 13 (near "1. e4 e5 2. Ke3 *"): Move 2, White\'s Ke3, is not legal there.',
      );
      let message;
      chess.readPgn(text, { onError: (error) => (message = error.message) });
      assert.equal(await item.locator('code').isVisible(), false, 'the details closed');
      await item.locator('summary').click();
      assert.equal(await item.locator('code').textContent(), message);
      await page.locator('#pgn-games .pgn-game').click();
      await expectBoard(page, after_(518, ['f3', 'e5', 'g4', 'Qh4#']).fen(), 'the good game');
      assert.match(await page.locator('#pgn').inputValue(), /\n1\. f3 e5 2\. g4 Qh4# 0-1\n$/);
      // Reading empty text says so and keeps the list.
      await page.locator('#pgn-import-text').fill('  ');
      await page.locator('#pgn-import-read').click();
      assert.equal(await page.locator('#pgn-import-status').textContent(), 'Paste PGN text or open a file first.');
      // In Russian: the panel, the list and the skipped game's place (the package's message by its code).
      await page.locator('#language').selectOption('ru');
      await page.waitForFunction(() => document.getElementById('pgn-import').textContent === 'Импорт PGN…');
      assert.equal(
        await page.locator('#pgn-import-status').textContent(),
        '1 партия: выберите партию, чтобы открыть её.',
      );
      assert.equal(
        (await page.locator('#pgn-games .pgn-game').innerText()).replace(/\s+/g, ' ').trim(),
        'A – B 0-1 позиция 518 good',
      );
      const place = (await page.locator('#pgn-import-errors li').textContent()).split(':')[0];
      assert.equal(place, 'Партия 1, строка 4, столбец 13 (рядом с «1. e4 e5 2. Ke3 *»)');
    });
  });
});
