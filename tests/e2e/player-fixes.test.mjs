// What players found wrong with the demo (issue 25 item 5), one test per fix, in headless
// Chromium: feedback in view, the castling marks, an imported game's header and result, the
// other languages' detail, Back and shared PGN links, the castling note and buttons by keyboard,
// the board by keyboard, the pool hint and the move field. (A king's step that is also castling:
// castling-gestures.test.mjs.)
// Every expectation about the rules comes from the package run in Node.
//
// Run from the repo root:  node --test tests/e2e/player-fixes.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { demoPerFile, withDemoPage } from './support.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const FILES = 'abcdefgh';

const demo = demoPerFile(); // demo.chess: the package in Node, the oracle

async function clickSquare(page, square) {
  const box = await page.locator('#board').boundingBox();
  const col = FILES.indexOf(square[0]);
  const row = 8 - Number(square[1]);
  await page.mouse.click(box.x + ((col + 0.5) * box.width) / 8, box.y + ((row + 0.5) * box.height) / 8);
}

/** Whether the whole of an element is inside the viewport. */
function inView(page, selector) {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });
}

async function typeMove(page, text) {
  await page.locator('#move-input').fill(text);
  await page.locator('#move-input').press('Enter');
}

async function importPgn(page, text) {
  await page.locator('#pgn-import').click();
  await page.locator('#pgn-import-text').fill(text);
  await page.locator('#pgn-import-read').click();
}

const movesText = (page) => page.locator('#moves').evaluate((el) => el.innerText.replace(/\s+/g, ' ').trim());

// A game of 518 that White won by resignation: the rules did not end it.
const RESIGNED = `[Event "Club championship"]
[Site "Yerevan"]
[Date "2026.11.28"]
[Round "3"]
[White "Petrosian, Tigran"]
[Black "Spassky, Boris"]
[Result "1-0"]

1. e4 {A sharp start.} e5 2. Nf3 Nc6 1-0
`;

describe('what players found wrong', () => {
  test('a refused typed move and the "Why not?" reasons are shown in view, on desktop and phone', async () => {
    await withDemoPage(
      demo,
      async (page) => {
        await typeMove(page, 'O-O');
        await page.waitForFunction(() => document.getElementById('move-error').textContent !== '');
        assert.equal(await inView(page, '#move-error'), true, 'the refusal at 1280×800');
      },
      { viewport: DESKTOP },
    );
    for (const viewport of [DESKTOP, PHONE])
      await withDemoPage(
        demo,
        async (page) => {
          await page.locator('#castle-why').click();
          await page.waitForFunction(() => !document.getElementById('castle-why-text').hidden);
          assert.equal(
            await inView(page, '#castle-why-text'),
            true,
            `the reasons at ${viewport.width}×${viewport.height}`,
          );
        },
        { viewport },
      );
  });

  test('a square attacked for both castlings is marked attacked only', async () => {
    // A black bishop on h6 attacks c1, which the king crosses for O-O and lands on for O-O-O.
    const fen = '7k/8/7b/8/8/8/8/RK5R w HA - 0 1';
    const status = demo.chess.game(fen).castlingStatus().w;
    const squares = (side, kind) => status[side].reasons.find((r) => r.kind === kind)?.squares ?? [];
    assert.ok(
      squares('kingside', 'attacked').includes('c1') && squares('queenside', 'attacked').includes('c1'),
      'the oracle: c1 attacked for both',
    );
    assert.deepEqual(
      [...squares('kingside', 'blocked'), ...squares('queenside', 'blocked')],
      [],
      'the oracle: nothing in the way',
    );
    await withDemoPage(
      demo,
      async (page) => {
        await page.locator('#castle-why').click();
        await page.waitForSelector('#board square.castle-attacked');
        assert.equal(await page.locator('#board square.castle-blocked').count(), 0, 'no "in the way" frame');
      },
      { hash: `#fen=${encodeURIComponent(fen)}`, viewport: DESKTOP },
    );
  });

  test('an imported game shows its players, event and result, and play past the result is a variation', async () => {
    await withDemoPage(
      demo,
      async (page) => {
        await importPgn(page, RESIGNED);
        await page.locator('#pgn-games .pgn-game').first().click();
        assert.equal(await page.locator('#game-header').isVisible(), true);
        assert.equal(
          (await page.locator('#game-header .game-players').innerText()).replace(/\s+/g, ' '),
          'Petrosian, Tigran – Spassky, Boris 1-0',
        );
        assert.equal(await page.locator('#game-event').textContent(), 'Club championship · 3 · Yerevan · 2026.11.28');
        const header = await page.locator('#game-header').boundingBox();
        const board = await page.locator('#board').boundingBox();
        const side = await page.locator('#side').boundingBox();
        assert.ok(
          header.x >= board.x + board.width && header.y <= side.y + 1,
          'the header heads the column beside the board',
        );
        assert.match(await page.locator('#moves-result').textContent(), /^1-0 · White won/);
        assert.match(await page.locator('#status').textContent(), /^White won/);

        await typeMove(page, 'Bb5'); // after the recorded end
        await page.waitForFunction(() => document.querySelector('#moves .san.current')?.textContent === 'Bb5');
        assert.equal(
          await movesText(page),
          '1. e4 A sharp start. 1… e5 2. Nf3 Nc6 (2… Nc6 3. Bb5)',
          'Bb5 in a variation',
        );
        assert.match(
          await page.locator('#moves-result').textContent(),
          /^1-0 · White won/,
          'the recorded result stays',
        );
        const pgn = await page.locator('#pgn').inputValue();
        assert.match(pgn, /\[Result "1-0"\]/);
        assert.match(pgn, /2\. Nf3 Nc6 \(2\.\.\. Nc6 3\. Bb5\) 1-0/);
        assert.equal(demo.chess.readPgn(pgn)[0].result, '1-0', 'the PGN reads back with its result');
        // A new game: no header.
        await page.locator('#random').click();
        await page.waitForFunction(() => document.getElementById('game-header').hidden);
      },
      { viewport: DESKTOP },
    );
  });

  test('Russian and Armenian name the piece in the way, and the refused move of a PGN', async () => {
    const BAD = '[Event "x"]\n\n1. e4 e5 2. Ke3 *\n';
    assert.throws(() => demo.chess.readPgn(BAD), /move 2 \(White\): illegal move Ke3/, 'the oracle');
    const want = {
      'ru-RU': {
        blocked: 'поле f1 занято слоном, поле g1 занято конём',
        pgn: 'Остановлено на 2. Ke3: здесь этот ход невозможен.',
      },
      'hy-AM': {
        blocked: 'f1 դաշտը զբաղեցրել է փիղը, g1 դաշտը զբաղեցրել է ձին',
        pgn: 'Կանգ առավ 2. Ke3-ի վրա. այն այստեղ թույլատրված քայլ չէ։',
      },
    };
    for (const [locale, text] of Object.entries(want))
      await withDemoPage(
        demo,
        async (page) => {
          await page.locator('#castle-why').click();
          assert.match(
            await page.locator('#castle-why-text').textContent(),
            new RegExp(text.blocked),
            `${locale}: O-O's reasons`,
          );
          await importPgn(page, BAD);
          // The game up to the refused move is listed, marked with why it stops there.
          assert.equal(
            await page.locator('#pgn-games .pgn-game-stopped').textContent(),
            text.pgn,
            `${locale}: the PGN error`,
          );
        },
        { locale, viewport: DESKTOP },
      );
  });

  test('Back returns to the previous start, and a shared link keeps comments and tags', async () => {
    await withDemoPage(
      demo,
      async (page) => {
        await page.locator('#position-number').fill('100');
        await page.locator('#position-number').press('Enter');
        await page.waitForFunction(() => location.hash.startsWith('#start=100'));
        await typeMove(page, 'e4');
        await page.goBack();
        await page.waitForFunction(() => location.hash.startsWith('#start=518'));
        assert.match(await page.locator('#backrank').textContent(), /^518/);
        await page.goForward();
        await page.waitForFunction(() => document.querySelector('#moves .san.current')?.textContent === 'e4');
        assert.match(await page.locator('#backrank').textContent(), /^100/);

        await importPgn(page, RESIGNED);
        await page.locator('#pgn-games .pgn-game').first().click();
        await page.locator('#copy-link').click();
        await page.waitForFunction(() => document.getElementById('copy-link').dataset.url);
        const link = new URL(await page.locator('#copy-link').getAttribute('data-url'));
        assert.match(link.hash, /^#pgn=[\w-]+&lang=en$/);
        await page.openDemo(link.hash);
        await page.waitForFunction(() => document.querySelector('#moves .comment')?.textContent === 'A sharp start.');
        assert.equal(await page.locator('#game-white').textContent(), 'Petrosian, Tigran');
        assert.match(await page.locator('#pgn').inputValue(), /\[Event "Club championship"\]/);
      },
      { viewport: DESKTOP },
    );
  });

  test('the castling note does not move the buttons and goes with the next piece; refused castlings are reachable by Tab', async () => {
    await withDemoPage(
      demo,
      async (page) => {
        const top = async () => (await page.locator('#castle-short').boundingBox()).y;
        const before_ = await top();
        await clickSquare(page, 'e1');
        await clickSquare(page, 'h1'); // O-O asked for, not legal
        await page.waitForFunction(() => document.getElementById('castle-note').textContent !== '');
        assert.equal(await top(), before_, 'the O-O button stays where it was');
        await clickSquare(page, 'b1'); // another piece
        assert.equal(await page.locator('#castle-note').textContent(), '', 'the note goes');

        const button = page.locator('#castle-short');
        assert.equal(await button.getAttribute('aria-disabled'), 'true');
        // Forwards from Flip: O-O, O-O-O, then Why not? (the controls close the moves' panel).
        await page.locator('#flip').focus();
        const focused = [];
        for (let i = 0; i < 3; i++) {
          await page.keyboard.press('Tab');
          focused.push(await page.evaluate(() => document.activeElement?.id));
        }
        assert.deepEqual(focused, ['castle-short', 'castle-long', 'castle-why']);
        await page.locator('#castle-short').focus();
        await page.keyboard.press('Enter');
        const why = demo.chess
          .game(demo.chess.startFen(518))
          .castlingStatus()
          .w.kingside.reasons.map((r) => r.message)
          .join('; ');
        assert.equal(await page.locator('#castle-note').textContent(), `O-O is not legal: ${why}`);
      },
      { viewport: DESKTOP },
    );
  });

  test('the board by keyboard: arrow keys choose squares, Enter moves, the move is announced', async () => {
    await withDemoPage(
      demo,
      async (page) => {
        await page.locator('#board').focus(); // as Tab would: the board is in the Tab order (tabindex 0)
        assert.equal(await page.locator('#board').getAttribute('data-keys'), 'on');
        assert.equal(await page.locator('#move-announce').textContent(), 'e2, white pawn');
        await page.keyboard.press('Enter');
        assert.equal(await page.locator('#move-announce').textContent(), 'Picked up: e2, white pawn');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        assert.equal(await page.locator('#move-announce').textContent(), 'e4');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => document.querySelector('#moves .san.current')?.textContent === 'e4');
        assert.equal(await page.locator('#move-announce').textContent(), 'White played e4.');
        const game = demo.chess.game(demo.chess.startFen(518));
        game.move('e4');
        assert.equal(await page.locator('#fen').inputValue(), game.fen());
        assert.equal(await page.locator('#board').evaluate((el) => el.tabIndex), 0);
      },
      { viewport: DESKTOP },
    );
  });

  test('the pool hint says what Chess870 is, and a new game empties the move field', async () => {
    const chess870 = new Set(demo.chess.subset('chess870'));
    assert.ok(
      chess870.has(518) && demo.chess.subset('chess18').every((n) => chess870.has(n)),
      'the oracle: Chess870 holds 518 and Chess18',
    );
    assert.ok(
      demo.chess.subset('chess90').every((n) => !chess870.has(n)) && chess870.size === 870,
      'the oracle: all but the 90',
    );
    await withDemoPage(
      demo,
      async (page) => {
        assert.match(
          await page.locator('#random-subset-hint').textContent(),
          /Chess870: every start but those 90 \(Chess18 and 518 included\)/,
        );
        await page.locator('#move-input').fill('Nf3');
        await page.locator('#random').click();
        await page.waitForFunction(
          () => /** @type {HTMLInputElement} */ (document.getElementById('move-input')).value === '',
        );
      },
      { viewport: DESKTOP },
    );
  });

  test('a typed O-O that is not legal says why, in the words of castlingStatus()', async () => {
    const status = demo.chess.game(demo.chess.startFen(518)).castlingStatus().w;
    const reasons = (side) => side.reasons.map((r) => r.message).join('; ');
    await withDemoPage(
      demo,
      async (page) => {
        for (const [typed, san, side] of [
          ['O-O', 'O-O', status.kingside],
          ['0-0-0', 'O-O-O', status.queenside],
          ['O-O+', 'O-O', status.kingside],
        ]) {
          await typeMove(page, typed);
          assert.equal(await page.locator('#move-error').textContent(), `${san} is not legal: ${reasons(side)}`, typed);
        }
        // Another refused move keeps the short sentence.
        await typeMove(page, 'Qh5');
        assert.equal(await page.locator('#move-error').textContent(), 'Qh5 is not a legal move here.');
      },
      { viewport: DESKTOP },
    );
    await withDemoPage(
      demo,
      async (page) => {
        await typeMove(page, 'O-O');
        assert.equal(
          await page.locator('#move-error').textContent(),
          'Рокировка O-O невозможна: поле f1 занято слоном, поле g1 занято конём',
        );
      },
      { locale: 'ru-RU', viewport: PHONE },
    );
  });

  test('Flip is kept in the link: a reload and a new start keep Black at the bottom', async () => {
    await withDemoPage(
      demo,
      async (page) => {
        const black = () => page.locator('#board').evaluate((el) => el.classList.contains('orientation-black'));
        await page.locator('#flip').click();
        await page.waitForFunction(() => location.hash.includes('flip=1'));
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]');
        assert.equal(await black(), true, 'Black at the bottom after a reload');
        assert.equal(await page.locator('#flip').getAttribute('aria-pressed'), 'true');
        await page.locator('#random').click();
        await page.waitForFunction(() => !location.hash.startsWith('#start=518'));
        assert.match(page.url(), /flip=1/, 'a new start keeps the side');
        assert.equal(await black(), true);
        await page.locator('#flip').click();
        await page.waitForFunction(() => !location.hash.includes('flip'));
        assert.equal(await black(), false);
      },
      { viewport: PHONE },
    );
  });

  test("the board's label says how to play it by keyboard, arrow keys included", async () => {
    await withDemoPage(
      demo,
      async (page) => {
        const label = await page.locator('#board').getAttribute('aria-label');
        assert.match(label, /arrow keys choose a square, Enter picks a piece up and puts it down/);
      },
      { viewport: DESKTOP },
    );
  });

  test("the tools' tabs by keyboard; arrow keys step through the moves only on the board's view", async () => {
    await withDemoPage(
      demo,
      async (page) => {
        for (const move of ['e4', 'e5']) await typeMove(page, move);
        const current = () => page.locator('#moves .san.current').textContent();
        assert.equal(await current(), 'e5');
        await page.locator('#tab-fen').focus();
        await page.keyboard.press('ArrowRight');
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-pgn');
        assert.equal(await page.locator('#tab-pgn').getAttribute('aria-selected'), 'true');
        assert.equal(await page.locator('#tool-pgn').isVisible(), true);
        assert.equal(await page.locator('#tool-fen').isVisible(), false);
        await page.keyboard.press('End');
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-start');
        await page.keyboard.press('ArrowRight'); // round to the first
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-fen');
        assert.equal(await current(), 'e5', 'the tabs took the keys, the moves did not move');
        // In the draw's view the keys are the view's: the board's game stays where it is.
        await page.locator('#draw').click();
        await page.locator('#draw-heading').click();
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('Home');
        await page.locator('#view-board').click();
        assert.equal(await current(), 'e5');
        await page.locator('#moves-scroll').focus();
        await page.keyboard.press('ArrowLeft');
        assert.equal(await current(), 'e4', 'on the board, the keys step again');
      },
      { viewport: DESKTOP },
    );
  });
});
