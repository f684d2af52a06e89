// PGN in and out of the demo (issue 14 item 5), in headless Chromium at desktop and phone sizes:
// a PGN with two games pasted into #pgn-import's panel, the list of games (players, result, start
// number), the second game opened with its comment and variation in the move list and its final
// position on the board, a move of the variation shown, and the export (#pgn and Download)
// keeping the variation and the comment. A file with a bad game, opened with the file input,
// lists the good game and says which one was skipped. Games read up to an error (issue 34 item 3,
// issue 32 item 5): a collection with a 30-move game refused at move 16, a Chess960 game without
// a FEN tag and a comment never closed, each listed with why it stopped and opened at its last
// good move, the message short above the board and the position on request, and a game with a
// broken FEN tag skipped with why; in English and Russian, the page never wider than the screen.
// Every expectation comes from the package run in Node. Screenshots:
// tests/e2e/artifacts/pgn-import-<size>.png and pgn-partial-<size>-<lang>.png.
//
// Run from the repo root:  node --test tests/e2e/pgn-import.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { expectPosition, showTool, startDemo, stopDemo, withDemoPage } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const artifacts = join(here, 'artifacts');
// Screenshots of the partial imports, to look at (outside the repository).
const SHOTS = '/work/shots-partial';
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
  mkdirSync(SHOTS, { recursive: true });
  demo = await startDemo();
  ({ chess } = demo);
});

after(() => stopDemo(demo));

/** The demo in a fresh context at `viewport`, downloads allowed (support.mjs's withDemoPage). */
const withDemo = (viewport, fn) => withDemoPage(demo, fn, { viewport, acceptDownloads: true });

const movesText = async (page) => (await page.locator('#moves').innerText()).replace(/\s+/g, ' ').trim();

describe('PGN import in the demo', { timeout: 180_000 }, () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`${size}: paste two games, open the second with its comment and variation, export keeps them`, async () => {
      await withDemo(viewport, async (page) => {
        assert.equal(await page.locator('#pgn-import-panel').isVisible(), false, 'the view starts closed');
        await page.locator('#pgn-import').click();
        assert.equal(await page.locator('#pgn-import').getAttribute('aria-expanded'), 'true');
        // A view of its own: the board's view goes while it shows.
        assert.equal(await page.locator('#board').isVisible(), false, 'the import in place of the board');
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'pgn-import-text', 'the paste area ready');
        await page.locator('#pgn-import-text').fill(twoGames());
        await page.locator('#pgn-import-read').click();
        await page.waitForFunction(() => document.querySelectorAll('#pgn-games .pgn-game').length === 2);
        assert.equal(await page.locator('#pgn-import-status').textContent(), '2 games: pick one to open it.');
        const entries = (await page.locator('#pgn-games .pgn-game').allInnerTexts()).map((text) =>
          text.replace(/\s+/g, ' ').trim(),
        );
        assert.deepEqual(entries, [
          'Anand, Viswanathan – Carlsen, Magnus ½-½ start 518 Import test · 2026.11.30',
          `Fischer, Robert – Spassky, Boris * start ${START} Import test · 2026.11.30`,
        ]);
        await page.screenshot({ path: join(artifacts, `pgn-import-view-${size}.png`) });

        // A game picked opens on the board, its view shown again.
        await page.locator('#pgn-games .pgn-game').nth(1).click();
        assert.equal(await page.locator('#pgn-import-panel').isVisible(), false, 'the board again');
        assert.equal(await page.locator('#pgn-import').getAttribute('aria-expanded'), 'false');
        const end = after_(START, MAINLINE);
        await expectPosition(page, end.fen(), 'the end of the second game');
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
        await showTool(page, 'pgn');
        const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#download-pgn').click()]);
        assert.equal(readFileSync(await download.path(), 'utf8'), pgn, 'Download saves the same PGN');

        // 5. O-O, clicked: its [%cal] arrow is drawn on the board (none at the end of the game).
        assert.equal(await page.locator('#board svg.cg-shapes line').count(), 0);
        await page.locator('#moves .san', { hasText: /^O-O$/ }).click();
        await expectPosition(page, after_(START, MAINLINE.slice(0, 9)).fen(), 'after 5. O-O');
        await page.waitForFunction(() => document.querySelectorAll('#board svg.cg-shapes line').length === 1);
        // A move of the variation, clicked: the board follows; the export does not change.
        await page.locator('#moves .variation .san', { hasText: /^b4$/ }).click();
        await expectPosition(page, after_(START, [...MAINLINE.slice(0, 8), ...VARIATION]).fen(), 'in the variation');
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
        await page.waitForFunction(() => document.querySelectorAll('#pgn-games .pgn-game').length === 2);
        await page.locator('#pgn-games .pgn-game').first().click();
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
        assert.equal(
          await page.locator('#pgn-games .pgn-game-stopped').textContent(),
          'Stopped at 2. Ke3: not a legal move here.',
        );
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width);
        await page.locator('#pgn-import').click(); // the list again, as it was
        await page.locator('#pgn-games .pgn-game').nth(1).click();
        await page.locator('#game-stopped summary').click();
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), viewport.width, 'details open');
      });
    });

  test('desktop: a file with a bad game lists the good one and says which was skipped', async () => {
    await withDemo(SIZES.desktop, async (page) => {
      await page.locator('#pgn-import').click();
      const text =
        '[Event "bad"]\n[FEN "8/8/8/8 w - - 0 1"]\n\n1. e4 *\n\n[Event "good"]\n[White "A"]\n[Black "B"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n';
      await page
        .locator('#pgn-import-file')
        .setInputFiles({ name: 'games.pgn', mimeType: 'application/vnd.chess-pgn', buffer: Buffer.from(text) });
      await page.waitForFunction(() => document.querySelectorAll('#pgn-games .pgn-game').length === 1);
      assert.equal(await page.locator('#pgn-import-status').textContent(), '1 game: pick it to open it.');
      assert.equal(
        await page.locator('#pgn-import-errors p').textContent(),
        '1 game could not be read and was skipped:',
      );
      // A short sentence; the package's whole message, with its place in the text, on request.
      const item = page.locator('#pgn-import-errors li');
      assert.equal(
        await item.evaluate((li) => li.firstChild.textContent),
        'Game 1, line 2: The FEN tag is not a legal position.',
      );
      let message;
      chess.readPgn(text, { onError: (error) => (message = error.message) });
      assert.equal(await item.locator('code').isVisible(), false, 'the details closed');
      await item.locator('summary').click();
      assert.equal(await item.locator('code').textContent(), message);
      await page.locator('#pgn-games .pgn-game').click();
      await expectPosition(page, after_(518, ['f3', 'e5', 'g4', 'Qh4#']).fen(), 'the good game');
      assert.match(await page.locator('#pgn').inputValue(), /\n1\. f3 e5 2\. g4 Qh4# 0-1\n$/);
      // Reading empty text says so and keeps the list.
      await page.locator('#pgn-import').click();
      await page.locator('#pgn-import-text').fill('  ');
      await page.locator('#pgn-import-read').click();
      assert.equal(await page.locator('#pgn-import-status').textContent(), 'Paste PGN text or open a file first.');
      // In Russian: the panel, the list and the skipped game's place (the package's message by its code).
      await page.locator('#language').selectOption('ru');
      await page.waitForFunction(() => document.getElementById('pgn-import').textContent === 'Импорт PGN');
      assert.equal(
        await page.locator('#pgn-import-status').textContent(),
        '1 партия: выберите партию, чтобы открыть её.',
      );
      assert.equal(
        (await page.locator('#pgn-games .pgn-game').innerText()).replace(/\s+/g, ' ').trim(),
        'A – B 0-1 позиция 518 good',
      );
      assert.equal(
        await page.locator('#pgn-import-errors li').evaluate((li) => li.firstChild.textContent),
        'Партия 1, строка 2: Тег FEN не задаёт допустимую позицию.',
      );
    });
  });
});

// ---- Games read up to an error ----

// The 30-move game: start 318, moves the package picks (the same each run), a comment after
// 3. and a variation at 4... kept; White's 16th move refused (Qxh7 is no move of the position).
const REFUSED = 'Qxh7';
const COMMENT_3 = 'A quiet start.';

/** The 30 moves (60 plies) of the long game, legal from start 318, and its variation at ply 8. */
function longGame() {
  const game = chess.game(chess.startFen(START));
  const sans = [];
  let variation;
  for (let ply = 0; ply < 60; ply++) {
    const moves = game.legalMoves();
    if (ply === 7) variation = chess.game(game.fen()).move(moves[(ply * 7 + 4) % moves.length]).san;
    sans.push(game.move(moves[(ply * 7 + 3) % moves.length]).san);
  }
  return { sans, variation };
}

/** Movetext for `sans` from move 1, `comment` after the move of index `commentAt`, `variation` instead of 4... */
function movetext(sans, { comment, commentAt, variation }) {
  const words = [];
  sans.forEach((san, i) => {
    if (i % 2 === 0) words.push(`${i / 2 + 1}.`);
    else if (i === commentAt + 1) words.push(`${(i + 1) / 2}...`);
    words.push(san);
    if (i === commentAt) words.push(`{${comment}}`);
    if (i === 7 && variation) words.push(`(4... ${variation})`);
  });
  return words.join(' ');
}

/** A collection: the long game refused at move 16, a Chess960 game with no FEN tag, a broken FEN tag, a comment never closed. */
function partialGames() {
  const { sans, variation } = longGame();
  const written = [...sans.slice(0, 30), REFUSED, ...sans.slice(31)];
  const text = `[Event "Partial import"]
[White "Fischer, Robert"]
[Black "Spassky, Boris"]
[Result "1-0"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "${chess.startFen(START)}"]

${movetext(written, { comment: COMMENT_3, commentAt: 4, variation })} 1-0

[Event "No FEN"]
[White "C"]
[Black "D"]
[Variant "Chess960"]

1. e4 e5 2. Nf3 Nc6 3. O-O *

[Event "Broken FEN"]
[FEN "rnbqkbnr/pppppppp/8/8 w - - 0 1"]

1. e4 *

[Event "Unclosed"]
[White "E"]
[Black "F"]

1. d4 d5 2. c4 {The Queen's
gambit 2... e6 3. Nc3 *
`;
  return { text, sans, variation };
}

// What each language says (the catalogues' sentences), filled with the package's errors for partialGames().
const SAID = {
  en: ([refused, , , comment]) => ({
    refused: 'Stopped at 16. Qxh7: not a legal move here.',
    noFen: 'Stopped at 3. O-O: the game is Chess960 but has no FEN tag giving its start.',
    comment: `The comment opened at line ${comment.opened.line} is never closed.`,
    brokenFen: (game, line) => `Game ${game}, line ${line}: The FEN tag is not a legal position.`,
    found: '3 games: pick one to open it.',
    none: 'No game could be read from this text.',
    place: `Line ${refused.line}, column ${refused.column} of the PGN`,
    position: 'Position:',
  }),
  ru: ([refused, , , comment]) => ({
    refused: 'Остановлено на 16. Qxh7: здесь этот ход невозможен.',
    noFen: 'Остановлено на 3. O-O: партия по правилам Chess960, но нет тега FEN с начальной позицией.',
    comment: `Комментарий, открытый в строке ${comment.opened.line}, не закрыт.`,
    brokenFen: (game, line) => `Партия ${game}, строка ${line}: Тег FEN не задаёт допустимую позицию.`,
    found: '3 партии: выберите одну, чтобы открыть.',
    none: 'В этом тексте не удалось прочитать ни одной партии.',
    place: `Строка ${refused.line}, столбец ${refused.column} текста PGN`,
    position: 'Позиция:',
  }),
};

/** The page is no wider than its window (nothing scrolls sideways). */
async function expectNoSideScroll(page, what) {
  const [width, inner] = await page.evaluate(() => [document.scrollingElement.scrollWidth, window.innerWidth]);
  assert.ok(width <= inner, `${what}: the page is ${width} px wide in a ${inner} px window`);
}

describe('PGN import: games read up to an error', { timeout: 240_000 }, () => {
  for (const [size, viewport] of Object.entries(SIZES))
    for (const [lang, locale] of Object.entries({ en: 'en-US', ru: 'ru-RU' }))
      test(`${size}, ${lang}: partial games listed, opened at their last good move, why they stopped`, async () => {
        const { text, sans, variation } = partialGames();
        // The package, in Node: what each game keeps and where it stopped.
        const errors = [];
        const read = chess.readPgn(text, { onError: (error) => errors.push(error) });
        assert.deepEqual(
          errors.map((error) => error.reason),
          ['ILLEGAL_MOVE', 'MISSING_FEN', 'FEN_TAG', 'UNCLOSED_COMMENT'],
        );
        assert.deepEqual(
          read.map((game) => game.mainline().length),
          [30, 4, 3],
        );
        assert.deepEqual([errors[0].move, errors[0].moveNumber, errors[0].side], [REFUSED, 16, 'w']);
        const said = SAID[lang](errors);

        await withDemoPage(
          demo,
          async (page) => {
            await page.locator('#pgn-import').click();
            await page.locator('#pgn-import-text').fill(text);
            await page.locator('#pgn-import-read').click();
            await page.waitForFunction(() => document.querySelectorAll('#pgn-games .pgn-game').length === 3);
            assert.equal(await page.locator('#pgn-import-status').textContent(), said.found);
            // Each partial game marked with why it stopped; the broken FEN tag skipped, with why.
            assert.deepEqual(await page.locator('#pgn-games .pgn-game-stopped').allTextContents(), [
              said.refused,
              said.noFen,
              said.comment,
            ]);
            assert.equal(
              await page.locator('#pgn-import-errors li').evaluate((li) => li.firstChild.textContent),
              said.brokenFen(3, errors[2].line),
            );
            await expectNoSideScroll(page, 'the list');
            await page.screenshot({ path: join(SHOTS, `list-${size}-${lang}.png`), fullPage: true });

            // The long game: at move 15's last ply, the moves before it, the comment and the variation kept.
            await page.locator('#pgn-games .pgn-game').first().click();
            const at15 = after_(START, sans.slice(0, 30));
            await expectPosition(page, at15.fen(), "move 15's last ply");
            assert.equal(await page.locator('#game-stopped .game-stopped-text').textContent(), said.refused);
            // The result the game records (1-0) beside why it stopped, as in the list.
            assert.equal(await page.locator('#game-result').textContent(), '1-0');
            assert.equal(await page.locator('#pgn-games .pgn-game-result').first().textContent(), '1-0');
            // The message in view with the board, on a phone too.
            const inView = await page.evaluate(() =>
              ['game-stopped', 'board'].map((id) => {
                const box = document.getElementById(id).getBoundingClientRect();
                return box.top >= 0 && box.top < innerHeight && box.height > 0;
              }),
            );
            assert.deepEqual(inView, [true, true], 'the message and the board in view');
            assert.equal(await page.locator('#moves .san.current').textContent(), sans[29]);
            assert.equal(await page.locator('#moves .comment').textContent(), COMMENT_3);
            assert.equal(await page.locator('#moves .variation .san').first().textContent(), variation);
            const moves = await movesText(page);
            assert.ok(!moves.includes(REFUSED) && !moves.includes(`16.`), `nothing after the refused move: ${moves}`);
            // The position on request, not in the sentence.
            assert.equal(await page.locator('#game-stopped code').first().isVisible(), false);
            await page.locator('#game-stopped summary').click();
            assert.deepEqual(await page.locator('#game-stopped code').allTextContents(), [
              said.place,
              `${said.position} ${at15.fen()}`,
            ]);
            await expectNoSideScroll(page, 'the refused move, details open');
            await page.screenshot({ path: join(SHOTS, `refused-${size}-${lang}.png`) });
            // Browsable like any game: back one move, then into the variation.
            await page.locator('#nav-back').click();
            await expectPosition(page, after_(START, sans.slice(0, 29)).fen(), 'one move back');
            await page.locator('#moves .variation .san').first().click();
            await expectPosition(page, after_(START, [...sans.slice(0, 7), variation]).fen(), 'the variation');
            assert.equal(await page.locator('#game-stopped summary').isVisible(), true, 'the message stays');

            // The Chess960 game with no FEN tag: read from the standard start up to 3. O-O.
            await page.locator('#pgn-import').click();
            await page.locator('#pgn-games .pgn-game').nth(1).click();
            await expectPosition(page, after_(518, ['e4', 'e5', 'Nf3', 'Nc6']).fen(), 'before 3. O-O');
            assert.equal(await page.locator('#game-stopped .game-stopped-text').textContent(), said.noFen);
            await expectNoSideScroll(page, 'no FEN tag');

            // The comment never closed: the moves before it, the line where it opened.
            await page.locator('#pgn-import').click();
            await page.locator('#pgn-games .pgn-game').nth(2).click();
            await expectPosition(page, after_(518, ['d4', 'd5', 'c4']).fen(), 'before the comment');
            assert.equal(await page.locator('#game-stopped .game-stopped-text').textContent(), said.comment);
            await expectNoSideScroll(page, 'the comment never closed');
            await page.locator('#game-stopped summary').click();
            await page.screenshot({ path: join(SHOTS, `comment-${size}-${lang}.png`), fullPage: true });
            // Another language: the sentence above the board and the list's marks are written again.
            await page.locator('#language').selectOption('de');
            const german = `Der Kommentar aus Zeile ${errors[3].opened.line} wird nie geschlossen.`;
            await page.waitForFunction(
              (text) => document.querySelector('#game-stopped .game-stopped-text')?.textContent === text,
              german,
            );
            assert.equal(await page.locator('#pgn-games .pgn-game-stopped').nth(2).textContent(), german);
            assert.equal(
              await page.locator('#game-stopped code').last().textContent(),
              `Stellung: ${after_(518, ['d4', 'd5', 'c4']).fen()}`,
            );
            await page.locator('#language').selectOption(lang);

            // A text whose only game has nothing to keep (its FEN tag is broken): no game, and why.
            await page.locator('#pgn-import').click();
            await page
              .locator('#pgn-import-text')
              .fill(text.slice(text.indexOf('[Event "Broken FEN"]'), text.indexOf('[Event "Unclosed"]')));
            await page.locator('#pgn-import-read').click();
            await page.waitForFunction(() => document.getElementById('pgn-import-status').dataset.games === '0');
            assert.equal(await page.locator('#pgn-import-status').textContent(), said.none);
            assert.equal(
              await page.locator('#pgn-import-errors li').evaluate((li) => li.firstChild.textContent),
              said.brokenFen(1, 2),
            );

            // A new game is no longer the import: the message goes.
            await page.locator('#view-board').click();
            await page.locator('#random').click();
            await page.locator('#game-stopped').waitFor({ state: 'hidden' });
          },
          { locale, viewport },
        );
      });

  for (const [size, viewport] of Object.entries(SIZES))
    test(`${size}: an imported game survives a reload and a copied address: tags, comments, clocks, where it stopped`, async () => {
      const { text, sans } = partialGames();
      const clocked =
        '[Event "Club"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n' +
        '1. e4 { [%clk 0:03:00] Sharp. } e5 { [%clk 0:02:58] } 2. Nf3 $1 (2. f4 exf4) Nc6 *\n';
      await withDemo(viewport, async (page) => {
        const expectGame = async (tab, what) => {
          assert.equal(await tab.locator('#game-white').textContent(), 'A', `${what}: the players`);
          assert.equal(await tab.locator('#game-event').textContent(), 'Club', `${what}: the event`);
          assert.deepEqual(
            await tab.locator('#moves .san:not(.empty)').allTextContents(),
            ['e4', 'e5', 'Nf3!', 'f4', 'exf4', 'Nc6', 'Bc4'],
            `${what}: the moves, the variation, the glyph and the move played`,
          );
          assert.deepEqual(await tab.locator('#moves .clock').allTextContents(), ['3:00', '2:58'], `${what}: clocks`);
          assert.equal(await tab.locator('#moves .comment').textContent(), 'Sharp.', `${what}: the comment`);
          assert.equal(await tab.locator('#moves .san.current').textContent(), 'Nc6', `${what}: the move shown`);
        };
        await page.locator('#pgn-import').click();
        await page.locator('#pgn-import-text').fill(clocked);
        await page.locator('#pgn-import-read').click();
        await page.locator('#pgn-games .pgn-game').first().click();
        // A move played is part of the game, and of its address.
        await page.locator('#move-input').fill('Bc4');
        await page.locator('#move-input').press('Enter');
        await page.locator('#moves .san.current', { hasText: 'Bc4' }).waitFor();
        await page.locator('#nav-back').click();
        await page.waitForFunction(() => /^#pgn=[\w-]+&at=\d+&lang=en$/.test(location.hash));
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]');
        await expectGame(page, 'after a reload');
        const address = page.url();
        // The copied address in another browser (fresh storage).
        await withDemoPage(demo, async (other) => expectGame(other, 'the address elsewhere'), {
          hash: new URL(address).hash,
          viewport,
        });

        // A game read only up to a refused move: where and why it stopped, and its recorded result.
        await page.locator('#pgn-import').click();
        await page.locator('#pgn-import-text').fill(text);
        await page.locator('#pgn-import-read').click();
        await page.locator('#pgn-games .pgn-game').first().click();
        const stopped = await page.locator('#game-stopped .game-stopped-text').textContent();
        assert.equal(stopped, 'Stopped at 16. Qxh7: not a legal move here.');
        await page.waitForFunction(() => location.hash.includes('&stopped='));
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]');
        await expectPosition(page, after_(START, sans.slice(0, 30)).fen(), 'where it stopped, after a reload');
        assert.equal(await page.locator('#game-stopped .game-stopped-text').textContent(), stopped);
        assert.equal(await page.locator('#game-result').textContent(), '1-0');
        assert.equal(await page.locator('#game-white').textContent(), 'Fischer, Robert');
        assert.equal(await page.locator('#moves .comment').textContent(), COMMENT_3);
        await page.locator('#game-stopped summary').click();
        assert.equal(
          await page.locator('#game-stopped code').last().textContent(),
          `Position: ${after_(START, sans.slice(0, 30)).fen()}`,
        );
        assert.match(await page.locator('#pgn').inputValue(), /\[Result "1-0"\]/, 'its PGN keeps the result');
      });
    });
});
