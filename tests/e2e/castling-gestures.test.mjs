// Castling on the demo's board by FIDE's guideline for screens (issue 42), the package's
// game.moveForDrop() reading every gesture: the king dropped on its own rook, or two or more
// squares toward its castling square, castles; a king's step onto its castling square next to it
// (start 709 with the bishops out: Kb1-c1 or O-O-O) asks which move is meant, and each answer
// plays that move; a castling asked for but not legal shows the package's reasons and moves
// nothing. By mouse at 1280×800, by touch at 390×844, and by keyboard; White and Black (Black
// with the board turned). Screenshots: castling-choice-<size>.png, castling-refused-<size>.png.
//
// Run from the repo root:  node --test tests/e2e/castling-gestures.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoPerFile, expectPosition, withDemoPage } from './support.mjs';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
/** @type {[string, { viewport: { width: number, height: number }, touch: boolean }][]} */
const SIZES = [
  ['desktop', { viewport: { width: 1280, height: 800 }, touch: false }],
  ['phone', { viewport: { width: 390, height: 844 }, touch: true }],
];
const FILES = 'abcdefgh';

// King on d: O-O takes it to g (f is two squares toward g), O-O-O to c, the square next to it.
const TWO_ROOKS = 'r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1';
// Start 709 (RKBBQNNR) with both sides' bishops out: the king's step b1-c1 is O-O-O too, and O-O
// (king to g1) is blocked by the queen and the knights.
const BISHOPS_OUT = ['d2d4', 'd7d5', 'c1f4', 'c8f5', 'e2e3', 'e7e6', 'd1e2', 'd8e7'];
const BISHOPS_OUT_LINK = `#start=709&moves=${BISHOPS_OUT.join('_')}`;

const demo = demoPerFile(); // demo.chess: the package in Node, the oracle

/** The oracle's game after `moves` (UCI) from `fen`. */
function gameAfter(fen, moves = []) {
  const game = demo.chess.game(fen);
  for (const uci of moves) game.move(uci);
  return game;
}

/** The link that opens `fen`, Black at the bottom when Black is to move. */
function fenLink(fen) {
  const flip = fen.split(' ')[1] === 'b' ? '&flip=1' : '';
  return `#fen=${encodeURIComponent(fen).replace(/%20/g, '+').replace(/%2F/g, '/')}${flip}`;
}

/** The centre of a square in the page, the board either way up. */
async function squareCenter(page, square) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const box = await page.locator('#board').boundingBox();
  const white = await page.locator('#board').evaluate((el) => !el.classList.contains('orientation-black'));
  const col = white ? FILES.indexOf(square[0]) : 7 - FILES.indexOf(square[0]);
  const row = white ? 8 - Number(square[1]) : Number(square[1]) - 1;
  return { x: box.x + ((col + 0.5) * box.width) / 8, y: box.y + ((row + 0.5) * box.height) / 8 };
}

/** A player's hand: drag and two clicks with the mouse, or with a finger (CDP touch events). */
function hand(page, touch) {
  if (!touch)
    return {
      async drag(from, to) {
        const [a, b] = [await squareCenter(page, from), await squareCenter(page, to)];
        await page.mouse.move(a.x, a.y);
        await page.mouse.down();
        await page.mouse.move(b.x, b.y, { steps: 12 });
        await page.mouse.up();
      },
      async clicks(from, to) {
        for (const square of [from, to]) {
          const { x, y } = await squareCenter(page, square);
          await page.mouse.click(x, y);
        }
      },
      press: (selector) => page.locator(selector).click(),
    };
  return {
    async drag(from, to) {
      const [a, b] = [await squareCenter(page, from), await squareCenter(page, to)];
      const cdp = await page.context().newCDPSession(page);
      const touchAt = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
      await touchAt('touchStart', [a]);
      for (let i = 1; i <= 10; i++)
        await touchAt('touchMove', [{ x: a.x + ((b.x - a.x) * i) / 10, y: a.y + ((b.y - a.y) * i) / 10 }]);
      await touchAt('touchEnd', []);
      await cdp.detach();
    },
    async clicks(from, to) {
      for (const square of [from, to]) {
        const { x, y } = await squareCenter(page, square);
        await page.touchscreen.tap(x, y);
      }
    },
    press: (selector) => page.locator(selector).tap(),
  };
}

/** The viewed move as the move list shows it. */
const currentSan = (page) => page.locator('#moves .san.current').textContent();

/** The package's "O-O is not legal: <reasons>" for a gesture it refuses in `game`. */
function refusal(game, from, to) {
  const drop = game.moveForDrop(from, to);
  assert.equal(drop.kind, 'refused', `the oracle: ${from}-${to} asks for a castling that is not legal`);
  const san = drop.side === 'kingside' ? 'O-O' : 'O-O-O';
  return `${san} is not legal: ${drop.reasons.map((reason) => reason.message).join('; ')}`;
}

/** Whether the whole of an element is in the window. */
function inView(page, selector) {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });
}

const onRank = (square, color) => square[0] + (color === 'w' ? square[1] : String(9 - Number(square[1])));

describe('castling by the gestures FIDE suggests for screens', { timeout: 180_000 }, () => {
  for (const [size, { viewport, touch }] of SIZES) {
    test(`${size}: the king dropped on its rook, on its castling square, two squares toward it, both colours`, async () => {
      await withDemoPage(
        demo,
        async (page) => {
          const hands = hand(page, touch);
          for (const color of ['w', 'b']) {
            const fen = TWO_ROOKS.replace(' w ', ` ${color} `);
            await page.openDemo(fenLink(fen));
            const start = gameAfter(fen);
            await expectPosition(page, start.fen(), `${color} to move`);
            for (const [how, gesture, from, to, san] of [
              ['dropped on its rook', 'drag', 'd1', 'h1', 'O-O'],
              ['dropped on its rook', 'drag', 'd1', 'a1', 'O-O-O'],
              ['dropped two squares toward g1', 'drag', 'd1', 'f1', 'O-O'],
              ['dropped on its castling square', 'drag', 'd1', 'g1', 'O-O'],
              ['taken, then its rook', 'clicks', 'd1', 'a1', 'O-O-O'],
              ['taken, then two squares toward g1', 'clicks', 'd1', 'f1', 'O-O'],
            ]) {
              const [king, square] = [onRank(from, color), onRank(to, color)];
              const drop = start.moveForDrop(king, square);
              assert.equal(drop.kind === 'move' && drop.move.san, san, `the oracle: ${king}-${square} is ${san}`);
              const what = `${color}: the king ${how} (${king}-${square}, ${touch ? 'touch' : 'mouse'})`;
              await hands[gesture](king, square);
              await expectPosition(page, gameAfter(fen, [drop.move.uci]).fen(), what);
              assert.equal(await currentSan(page), san, `${what}: the move list`);
              assert.equal(await page.locator('#castle-choice').isVisible(), false, `${what}: nothing asked`);
              await hands.press('#undo');
              await expectPosition(page, start.fen(), `${what}, taken back`);
            }
          }
        },
        { viewport, touch },
      );
    });

    test(`${size}: the king's step onto its castling square next to it asks which move is meant`, async () => {
      await withDemoPage(
        demo,
        async (page) => {
          const hands = hand(page, touch);
          const dialog = page.locator('#castle-choice');
          const white = gameAfter(demo.chess.startFen(709), BISHOPS_OUT);
          const black = gameAfter(white.fen(), ['h2h3']);
          for (const [game, gesture] of [
            [white, 'drag'],
            [black, 'clicks'],
          ]) {
            const color = game.turn();
            const [king, square] = [onRank('b1', color), onRank('c1', color)];
            const drop = game.moveForDrop(king, square);
            assert.equal(drop.kind, 'choice', `the oracle: ${king}-${square} is a choice`);
            const [step, castling] = drop.moves;
            assert.deepEqual([step.san, castling.san], [color === 'w' ? 'Kc1' : 'Kc8', 'O-O-O']);
            await page.openDemo(color === 'w' ? BISHOPS_OUT_LINK : `${BISHOPS_OUT_LINK}_h2h3&flip=1`);
            await expectPosition(page, game.fen(), `start 709, ${color} to move`);
            const side = color === 'w' ? 'White' : 'Black';
            for (const [answer, button] of [
              [castling, '#castle-choice-castle'],
              [step, '#castle-choice-step'],
              [null, 'cancel'],
            ]) {
              const what = `${color}: ${king}-${square} answered ${answer?.san ?? 'Cancel'}`;
              await hands[gesture](king, square);
              await dialog.waitFor({ state: 'visible' });
              assert.equal(await page.locator('#castle-choice-title').textContent(), 'King move or castling?');
              assert.equal(
                await page.locator('#castle-choice-text').textContent(),
                `The king from ${king} to ${square} is both a king move and O-O-O. Which do you mean?`,
              );
              // The step loses both castling rights: the package says so of the game after it.
              const afterStep = gameAfter(game.fen(), [step.uci]).castlingRights()[color];
              assert.deepEqual(afterStep, { kingside: null, queenside: null }, 'the oracle: no right after the step');
              assert.equal(
                await page.locator('#castle-choice-step').innerText(),
                `${step.san}\nKing move: ${side} can no longer castle`,
              );
              assert.equal(
                await page.locator('#castle-choice-castle').innerText(),
                `O-O-O\nCastling: king to ${castling.kingTo}, rook to ${castling.rookTo}`,
              );
              assert.equal(
                await page.evaluate(() => document.activeElement?.id),
                'castle-choice-step',
                'the first answer has the focus',
              );
              if (answer === castling && color === 'w')
                await page.screenshot({ path: join(artifacts, `castling-choice-${size}.png`) });
              if (button !== 'cancel') await hands.press(button);
              else if (touch) await hands.press('#castle-choice button[value=""]');
              else await page.keyboard.press('Escape');
              await dialog.waitFor({ state: 'hidden' });
              await expectPosition(page, (answer ? gameAfter(game.fen(), [answer.uci]) : game).fen(), what);
              if (!answer) continue; // the king is back on its square, nothing played
              assert.equal(await currentSan(page), answer.san, `${what}: the move list`);
              await hands.press('#undo');
              await expectPosition(page, game.fen(), `${what}, taken back`);
            }
          }
        },
        { viewport, touch },
      );
    });

    test(`${size}: a king's gesture toward a castling that is not legal shows the package's reasons`, async () => {
      await withDemoPage(
        demo,
        async (page) => {
          const hands = hand(page, touch);
          const note = page.locator('#castle-note');
          const white = gameAfter(demo.chess.startFen(709), BISHOPS_OUT);
          const black = gameAfter(white.fen(), ['h2h3']);
          for (const game of [white, black]) {
            const color = game.turn();
            await page.openDemo(color === 'w' ? BISHOPS_OUT_LINK : `${BISHOPS_OUT_LINK}_h2h3&flip=1`);
            await expectPosition(page, game.fen(), `start 709, ${color} to move`);
            for (const [gesture, to] of [
              ['drag', 'g1'],
              ['clicks', 'h1'],
              ['drag', 'd1'],
            ]) {
              const [king, square] = [onRank('b1', color), onRank(to, color)];
              const want = refusal(game, king, square);
              const what = `${color}: ${gesture} ${king}-${square}`;
              await hands[gesture](king, square);
              await page.waitForFunction((text) => document.getElementById('castle-note').textContent === text, want);
              assert.equal(await inView(page, '#castle-note'), true, `${what}: the reason in view`);
              await expectPosition(page, game.fen(), `${what}: nothing moved`);
              if (color === 'w' && gesture === 'drag' && to === 'g1')
                await page.screenshot({ path: join(artifacts, `castling-refused-${size}.png`) });
            }
            // The next gesture clears the note.
            await hands.clicks(onRank('a2', color), onRank('a3', color));
            await expectPosition(
              page,
              gameAfter(game.fen(), [`${onRank('a2', color)}${onRank('a3', color)}`]).fen(),
              'a3',
            );
            assert.equal(await note.textContent(), '', `${color}: the note goes with the next move`);
          }
        },
        { viewport, touch },
      );
    });
  }

  test('by keyboard: onto the rook castles, the step asks (Tab, Enter), a refused castling says why', async () => {
    const game = gameAfter(demo.chess.startFen(709), BISHOPS_OUT);
    await withDemoPage(
      demo,
      async (page) => {
        const keys = async (...names) => {
          for (const name of names) await page.keyboard.press(name);
        };
        const announced = () => page.locator('#move-announce').textContent();
        // A fresh page each time (a link changed in the same page keeps the board's focus and cursor).
        const reopen = async () => {
          await page.goto('about:blank');
          await page.openDemo(BISHOPS_OUT_LINK);
        };
        // From the cursor's first square, e2: down to e1, left to the king on b1, Enter takes it.
        const takeKing = async () => {
          await page.locator('#board').focus();
          await keys('ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter');
          assert.equal(await announced(), 'Picked up: b1, white king');
        };

        // The king onto its rook a1: O-O-O at once.
        await takeKing();
        await keys('ArrowLeft', 'Enter');
        await expectPosition(page, gameAfter(game.fen(), ['b1a1']).fen(), 'Kb1 onto a1 by keyboard');
        assert.equal(await currentSan(page), 'O-O-O');
        assert.equal(await announced(), 'White played O-O-O.');

        // The step onto c1: the question, answered by keyboard; the focus comes back to the board.
        await reopen();
        await takeKing();
        await keys('ArrowRight', 'Enter');
        await page.locator('#castle-choice').waitFor({ state: 'visible' });
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'castle-choice-step');
        await keys('Tab');
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'castle-choice-castle');
        await keys('Enter');
        await expectPosition(page, gameAfter(game.fen(), ['b1a1']).fen(), 'b1-c1 by keyboard, answered O-O-O');
        assert.equal(await currentSan(page), 'O-O-O');
        assert.equal(await announced(), 'White played O-O-O.');
        assert.equal(await page.evaluate(() => document.activeElement?.id), 'board');
        assert.equal(await page.locator('#board').getAttribute('data-keys'), 'on', 'the cursor is back');

        // Escape puts the king back; the next Enter and answer play the step.
        await reopen();
        await takeKing();
        await keys('ArrowRight', 'Enter');
        await page.locator('#castle-choice').waitFor({ state: 'visible' });
        await keys('Escape');
        await page.locator('#castle-choice').waitFor({ state: 'hidden' });
        await expectPosition(page, game.fen(), 'the question cancelled');
        await keys('ArrowLeft', 'Enter', 'ArrowRight', 'Enter');
        await page.locator('#castle-choice').waitFor({ state: 'visible' });
        await keys('Enter');
        await expectPosition(page, gameAfter(game.fen(), ['b1c1']).fen(), 'b1-c1 by keyboard, answered Kc1');
        assert.equal(await currentSan(page), 'Kc1');

        // A castling that is not legal: the king put down on g1 says why.
        await reopen();
        await takeKing();
        await keys('ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter');
        const want = refusal(game, 'b1', 'g1');
        await page.waitForFunction((text) => document.getElementById('castle-note').textContent === text, want);
        await expectPosition(page, game.fen(), 'nothing moved');
      },
      { viewport: { width: 1280, height: 800 }, hash: BISHOPS_OUT_LINK },
    );
  });
});
