// The demo's tournament draw (issue 34 item 1), in headless Chromium at desktop size in English
// and phone size in Russian, checked against the package run in Node (drawAnnouncement,
// drawStarts): the organiser keeps the record (downloaded, then confirmed) before the announcement
// is shown; leaving with a seed not kept asks first; the share link carries the announcement only
// until the reveal; the reveal needs the announced public value; print pages carry what checks
// them; a player's check says which part matched (the right announcement, an edited one, a wrong
// seed, a missing public value); after a reload the organiser reveals from the record; no long
// value widens the page. Screenshots: tests/e2e/artifacts/draw-<size>-*.png.
//
// Run from the repo root:  node --test tests/e2e/draw.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { demoPerFile, withDemoPage } from './support.mjs';

const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const SEED = 'Aeroflot Open 2027: the arbiter’s secret, long enough to wrap on any phone screen at all';
const PUBLIC = '3 6 1 4 2';
const SOURCE = 'five die rolls by a player before round 1';
const DRAW = { seed: SEED, rounds: 5, exclude: [518, 534] };
const OPTIONS = { ...DRAW, publicSource: SOURCE };

const demo = demoPerFile(); // demo.chess: the package in Node, the oracle

const CASES = [
  { size: 'desktop', locale: 'en-US', viewport: { width: 1280, height: 800 }, round1: /^Round 1: start \d+$/ },
  { size: 'phone', locale: 'ru-RU', viewport: { width: 390, height: 844 }, round1: /^Тур 1: позиция \d+$/ },
];

const listed = (page) =>
  page
    .locator('#draw-list li')
    .evaluateAll((items) => items.map((li) => ({ number: Number(li.dataset.number), black: li.dataset.blackNumber })));

/** The organiser's options typed into the panel (opened). */
async function fillOptions(page, { seed = SEED, rounds = '5', exclude = '518, 534', source = SOURCE } = {}) {
  await page.locator('#draw-seed').fill(seed);
  await page.locator('#draw-rounds').fill(rounds);
  await page.locator('#draw-exclude').fill(exclude);
  await page.locator('#draw-public-source').fill(source);
}

/** Saves the record with the download button; returns the file's text. */
async function downloadRecord(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#draw-save-record').click()]);
  return readFileSync(await download.path(), 'utf8');
}

/** The link #draw-share copies (waits for a new one). */
async function shareLink(page) {
  const before = await page.locator('#draw-share').getAttribute('data-url');
  await page.locator('#draw-share').click();
  await page.waitForFunction((old) => (document.getElementById('draw-share').dataset.url ?? null) !== old, before);
  return page.locator('#draw-share').getAttribute('data-url');
}

/** The page scrolls sideways? Then something is wider than the screen. */
const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

/** The verdict: its data-verdict and, for each part, true (✓) or false (✗). */
const verdict = (page) =>
  page.locator('#draw-verify-result').evaluate((box) => ({
    verdict: box.dataset.verdict,
    parts: [...box.querySelectorAll('li')].map((li) => li.dataset.ok === 'true'),
  }));

/** The text of each printed page of the revealed rounds. */
const pagesText = (page) => page.locator('.draw-page').evaluateAll((pages) => pages.map((p) => p.textContent));

describe('the tournament draw panel', { timeout: 120_000 }, () => {
  for (const { size, locale, viewport, round1 } of CASES)
    test(`${size}: record first, announcement only in the link, reveal, print, projector, a player's checks`, async () => {
      const announcement = demo.chess.drawAnnouncement(OPTIONS);
      const want = demo.chess.drawStarts({ ...DRAW, public: PUBLIC });
      await withDemoPage(
        demo,
        async (page) => {
          await page.locator('#draw').click();
          await fillOptions(page);
          // Before the record is kept: no announcement, no reveal, no link, the box to confirm disabled.
          assert.equal(await page.locator('#draw-announcement').isVisible(), false, 'no announcement yet');
          assert.equal(await page.locator('#draw-reveal').isVisible(), false, 'no reveal yet');
          assert.equal(await page.locator('#draw-share').isVisible(), false, 'nothing to share yet');
          assert.equal(await page.locator('#draw-record-kept').isEnabled(), false);

          // The record: the announcement with the seed, read back by the package; then confirmed.
          const record = await downloadRecord(page);
          const read = demo.chess.readDrawAnnouncement(record);
          assert.equal(read.seed, SEED, 'the record holds the seed');
          assert.ok(record.endsWith(demo.chess.drawAnnouncement({ ...OPTIONS, record: true })), 'the package wrote it');
          assert.match(record, /^# /, 'a title says what it is');
          assert.equal(await page.locator('#draw-announcement').isVisible(), false, 'not before the confirmation');
          await page.locator('#draw-record-kept').check();
          assert.equal(await page.locator('#draw-announcement').textContent(), announcement, 'the announcement');
          assert.equal(await sideways(page), 0, 'the announcement wraps');

          // The link before the reveal: the announcement only.
          const early = new URL(await shareLink(page));
          assert.equal(early.searchParams.get('announcement'), announcement);
          assert.equal(early.searchParams.has('seed'), false, 'no seed in the link before the reveal');
          assert.ok(!early.href.includes(encodeURIComponent(SEED.slice(0, 12))), 'the seed is nowhere in it');
          assert.notEqual(await page.locator('#draw-share-line').textContent(), '');
          const earlyLine = await page.locator('#draw-share-line').textContent();

          // The reveal needs the announced public value; then the package's rounds.
          await page.locator('#draw-reveal').click();
          assert.notEqual(await page.locator('#draw-error').textContent(), '', 'the public value is asked for');
          assert.equal(await page.locator('#draw-list li').count(), 0);
          await page.locator('#draw-public').fill(PUBLIC);
          await page.locator('#draw-reveal').click();
          assert.deepEqual(
            await listed(page),
            want.starts.map((s) => ({ number: s.number, black: undefined })),
          );
          assert.match(await page.locator('#draw-list .draw-round-title').first().textContent(), round1);
          await page.screenshot({ path: join(artifacts, `draw-${size}.png`), fullPage: true });
          const revealed = new URL(await shareLink(page));
          assert.equal(revealed.searchParams.get('seed'), SEED, 'the seed after the reveal');
          assert.equal(revealed.searchParams.get('public'), PUBLIC);
          assert.equal(revealed.searchParams.get('starts'), want.starts.map((s) => s.number).join(','));
          assert.notEqual(await page.locator('#draw-share-line').textContent(), earlyLine, 'a line says so');

          // Print: one page per round, each with the announcement, the seed and the public value.
          await page.evaluate(() => {
            window.print = () =>
              (document.body.dataset.printed = (Number(document.body.dataset.printed ?? 0) + 1).toString());
          });
          await page.locator('#draw-print').click();
          assert.equal(await page.locator('body').getAttribute('data-printed'), '1');
          await page.emulateMedia({ media: 'print' });
          const pages = page.locator('.draw-page');
          assert.equal(await pages.count(), want.starts.length);
          for (let i = 0; i < want.starts.length; i++) assert.equal(await pages.nth(i).isVisible(), true);
          assert.equal(await page.locator('main').isVisible(), false, 'the page itself is not printed');
          const first = await pages.first().innerText();
          assert.ok(first.includes(want.starts[0].fen), 'X-FEN on the page');
          assert.ok(first.includes(demo.chess.game(want.starts[0].fen).fen({ castling: 'shredder' })), 'Shredder-FEN');
          for (const line of announcement.trim().split('\n')) assert.ok(first.includes(line), `the page has "${line}"`);
          assert.ok(first.includes(SEED) && first.includes(PUBLIC), 'the seed and the public value on the page');
          assert.equal(await pages.first().locator('.draw-board piece').count(), 32, 'a diagram of the start');
          await page.emulateMedia({ media: 'screen' });
          // The announcement printed alone.
          await page.locator('#draw-print-announcement').click();
          assert.equal(await page.locator('body').getAttribute('data-print'), 'sheet');
          await page.emulateMedia({ media: 'print' });
          assert.equal(await page.locator('#draw-print-sheet').isVisible(), true);
          assert.equal(await page.locator('.draw-page').first().isVisible(), false, 'only the announcement');
          assert.equal(await page.locator('#draw-print-sheet').textContent(), announcement);
          await page.emulateMedia({ media: 'screen' });
          await page.evaluate(() => dispatchEvent(new Event('afterprint')));

          // The projector: round 1, then 2; the board fills most of the screen.
          await page.locator('#draw-projector-open').click();
          assert.equal(await page.locator('#draw-projector').getAttribute('data-round'), '1');
          const board = await page.locator('#draw-projector .draw-board').boundingBox();
          if (viewport.width > viewport.height)
            assert.ok(board.height >= 0.75 * viewport.height, `board ${board.height} px of ${viewport.height}`);
          else assert.ok(board.width >= 0.9 * viewport.width, `board ${board.width} px of ${viewport.width}`);
          assert.ok(board.y >= 0 && board.y + board.height <= viewport.height, 'the whole board on screen');
          await page.locator('#draw-projector-next').click();
          assert.equal(await page.locator('#draw-projector').getAttribute('data-round'), '2');
          if (size === 'desktop') await page.screenshot({ path: join(artifacts, 'draw-projector.png') });
          await page.keyboard.press('Escape');
          assert.equal(await page.locator('#draw-projector').isVisible(), false);

          // A player opens the link of the reveal: everything matches.
          await page.goto(revealed.href);
          await page.waitForSelector('body[data-ready="true"]');
          assert.equal(await page.locator('#draw-mode-verify').isChecked(), true);
          assert.equal(await page.locator('#draw-verify-announcement').inputValue(), announcement);
          assert.deepEqual(await verdict(page), { verdict: 'match', parts: [true, true, true] });
          assert.deepEqual(
            (await listed(page)).map((r) => r.number),
            want.starts.map((s) => s.number),
          );
          assert.equal(await sideways(page), 0, 'the verdict and the commitment wrap');
          await page.locator('#draw-panel').screenshot({ path: join(artifacts, `draw-${size}-verify.png`) });

          // The announcement edited (518 alone excluded): chess960-draw-v2's commitment covers the
          // options, so the seed no longer matches it, and nothing is listed.
          await page.locator('#draw-verify-announcement').fill(announcement.replace('518, 534', '518'));
          await page.locator('#draw-reveal').click();
          assert.deepEqual(await verdict(page), { verdict: 'mismatch', parts: [false, true] });
          assert.equal(await page.locator('#draw-list li').count(), 0, 'an edited announcement lists nothing');
          // A wrong seed: nothing listed.
          await page.locator('#draw-verify-announcement').fill(announcement);
          await page.locator('#draw-seed').fill(`${SEED}!`);
          await page.locator('#draw-reveal').click();
          assert.deepEqual(await verdict(page), { verdict: 'mismatch', parts: [false, true] });
          assert.equal(await page.locator('#draw-list li').count(), 0, 'a wrong seed lists nothing');
          // The announced public value missing: nothing listed.
          await page.locator('#draw-seed').fill(SEED);
          await page.locator('#draw-public').fill('');
          await page.locator('#draw-reveal').click();
          assert.deepEqual(await verdict(page), { verdict: 'mismatch', parts: [true, false] });
          assert.equal(await page.locator('#draw-list li').count(), 0, 'no public value, nothing listed');
          // Without the starts played: the seed and the public value match, the rounds are listed.
          await page.locator('#draw-public').fill(PUBLIC);
          await page.locator('#draw-verify-starts').fill('');
          await page.locator('#draw-reveal').click();
          assert.deepEqual(await verdict(page), { verdict: 'match', parts: [true, true] });
          assert.equal(await page.locator('#draw-list li').count(), want.starts.length);
          // A text that is no announcement: its line, in the page's language.
          await page.locator('#draw-verify-announcement').fill(announcement.replace('rounds: 5', 'rounds: five'));
          assert.equal(await page.locator('#draw-verify-read').getAttribute('data-kind'), 'error');
          assert.match(await page.locator('#draw-verify-read').textContent(), /rounds/);
          assert.equal(await sideways(page), 0);
        },
        { locale, viewport, acceptDownloads: true },
      );
    });

  test('leaving with a seed not kept asks first; after a reload the record reveals the rounds', async () => {
    const want = demo.chess.drawStarts({ ...DRAW, public: PUBLIC });
    await withDemoPage(
      demo,
      async (page) => {
        await page.locator('#draw').click();
        await page.locator('#draw-seed-random').click(); // a click: the page may then ask before unloading
        await fillOptions(page);
        const asked = page.waitForEvent('dialog');
        await page.close({ runBeforeUnload: true });
        const dialog = await asked;
        assert.equal(dialog.type(), 'beforeunload', 'leaving asks first');
        await dialog.dismiss(); // stay
        assert.equal(await page.locator('#draw-seed').inputValue(), SEED, 'nothing lost');
        const dialogs = [];
        page.on('dialog', (later) => {
          dialogs.push(later.type());
          later.dismiss();
        });
        // Kept: leaving asks nothing; the reloaded page has no seed, the record has it.
        const record = await downloadRecord(page);
        await page.locator('#draw-record-kept').check();
        // The pages printed right after the reveal, to compare with those from the record.
        await page.locator('#draw-public').fill(PUBLIC);
        await page.locator('#draw-reveal').click();
        await page.locator('#draw-list li').first().waitFor();
        const printed = await pagesText(page);
        assert.equal(printed.length, want.starts.length);
        await page.reload();
        await page.waitForSelector('body[data-ready="true"]');
        assert.deepEqual(dialogs, [], 'no question once the record is kept');
        await page.locator('#draw').click();
        assert.equal(await page.locator('#draw-seed').inputValue(), '');
        await page.locator('#draw-mode-verify').check();
        await page
          .locator('#draw-verify-file')
          .setInputFiles({ name: 'record.txt', mimeType: 'text/plain', buffer: Buffer.from(record) });
        await page.waitForFunction(
          () => /** @type {HTMLInputElement} */ (document.getElementById('draw-seed')).value !== '',
        );
        assert.equal(await page.locator('#draw-seed').inputValue(), SEED, "the record's seed");
        await page.locator('#draw-public').fill(PUBLIC);
        await page.locator('#draw-reveal').click();
        assert.equal(await page.locator('#draw-verify-result').getAttribute('data-verdict'), 'match');
        assert.deepEqual(
          (await listed(page)).map((r) => r.number),
          want.starts.map((s) => s.number),
        );
        const link = new URL(await shareLink(page));
        assert.equal(link.searchParams.get('seed'), SEED, 'the reveal can be shared from here');
        // The same pages as on the day: the announcement as published, the seed once, no record's warning.
        const recovered = await pagesText(page);
        assert.deepEqual(recovered, printed, 'the pages from the record are the pages printed after the reveal');
        const announcement = demo.chess.drawAnnouncement(OPTIONS);
        assert.equal(
          link.searchParams.get('announcement'),
          announcement,
          'the link shares the announcement, not the record',
        );
        for (const text of recovered) {
          assert.ok(text.includes(announcement.trim()), 'the announcement on the page');
          assert.equal(text.split(SEED).length - 1, 1, 'the seed once on the page');
          assert.ok(!text.includes("organiser's record"), "no record's warning on the page");
        }
      },
      { viewport: { width: 1280, height: 800 }, acceptDownloads: true },
    );
  });

  test('Double Chess960, repeats allowed, and refused options', async () => {
    const options = { seed: 'double', rounds: 3, subset: 'chess18', unique: false, double: true };
    const want = demo.chess.drawStarts(options);
    await withDemoPage(
      demo,
      async (page) => {
        await page.locator('#draw').click();
        await fillOptions(page, { seed: 'double', rounds: '3', exclude: '', source: '' });
        await page.locator('#draw-subset').selectOption('chess18');
        await page.locator('#draw-repeats').check();
        await page.locator('#draw-double').check();
        await downloadRecord(page);
        await page.locator('#draw-record-kept').check();
        assert.equal(await page.locator('#draw-announcement').textContent(), demo.chess.drawAnnouncement(options));
        await page.locator('#draw-reveal').click();
        assert.deepEqual(
          await listed(page),
          want.starts.map((s) => ({ number: s.number, black: String(s.blackNumber) })),
        );
        assert.equal(
          await page.locator('#draw-list .draw-play').first().getAttribute('href'),
          `#start=${want.starts[0].number},${want.starts[0].blackNumber}`,
        );
        // The record kept holds the phrase and the options: they are locked, and changing them asks first.
        assert.equal(await page.locator('#draw-repeats').isDisabled(), true, 'locked after the record is kept');
        assert.equal(await page.locator('#draw-seed').isDisabled(), true);
        await page.locator('#draw-change').click();
        assert.equal(await page.locator('#draw-change-dialog').isVisible(), true, 'a question first');
        assert.match(await page.locator('#draw-change-text').textContent(), /The rounds revealed are cleared\./);
        await page.locator('#draw-change-cancel').click();
        assert.equal(await page.locator('#draw-change-dialog').isVisible(), false);
        assert.equal(await page.locator('#draw-list li').count(), want.starts.length, 'kept: the rounds stay');
        assert.equal(await page.locator('#draw-record-kept').isChecked(), true);
        await page.locator('#draw-change').click();
        await page.locator('#draw-change-confirm').click();
        // Changed: the record is asked for again, nothing is announced, the rounds are gone.
        await page.locator('#draw-repeats').uncheck();
        assert.equal(await page.locator('#draw-record-kept').isChecked(), false);
        assert.equal(await page.locator('#draw-announcement').isVisible(), false);
        assert.equal(await page.locator('#draw-list li').count(), 0);
        // 19 rounds from Chess18 without repeats: the package refuses, nothing is saved.
        await page.locator('#draw-rounds').fill('19');
        await page.locator('#draw-save-record').click();
        assert.throws(
          () => demo.chess.drawStarts({ seed: 'double', rounds: 19, subset: 'chess18' }),
          (error) => /** @type {{ code?: string }} */ (error).code === 'DRAW_POOL',
        );
        assert.match(await page.locator('#draw-error').textContent(), /19 rounds without repeats need 19 starts/);
        assert.equal(await page.locator('#draw-record-kept').isEnabled(), false);
        await page.locator('#draw-rounds').fill('x');
        await page.locator('#draw-save-record').click();
        assert.equal(await page.locator('#draw-error').textContent(), 'Rounds: "x" is not a whole number.');
      },
      { viewport: { width: 1280, height: 800 }, acceptDownloads: true },
    );
  });

  test('the printed pages say where king and rook go for each castling, "stays on" for one that does not move', async () => {
    // A draw whose starts include a king or a rook that does not move for a castling (the oracle finds the seed).
    const still = (start) => {
      const status = demo.chess.game(start.fen).castlingStatus().w;
      return [status.kingside, status.queenside].some((s) => s.king === s.kingTo || s.rook === s.rookTo);
    };
    let seed = 0;
    while (!demo.chess.drawStarts({ seed: `stays ${seed}`, rounds: 3 }).starts.some(still)) seed += 1;
    const { starts } = demo.chess.drawStarts({ seed: `stays ${seed}`, rounds: 3 });
    await withDemoPage(
      demo,
      async (page) => {
        await page.evaluate(() => (window.print = () => {}));
        await page.locator('#draw').click();
        await fillOptions(page, { seed: `stays ${seed}`, rounds: '3', exclude: '', source: '' });
        await page.locator('#draw-print-record').click();
        await page.locator('#draw-record-kept').check();
        await page.locator('#draw-reveal').click();
        const lines = await page
          .locator('.draw-page')
          .evaluateAll((pages) =>
            pages.map((p) => [...p.querySelectorAll('.draw-castling li')].map((li) => li.textContent)),
          );
        const path = (from, to) => (from === to ? `stays on ${from}` : `${from}–${to}`);
        const want = starts.map((start) => {
          const status = demo.chess.game(start.fen).castlingStatus();
          return ['w', 'b'].flatMap((color) =>
            [
              ['kingside', 'O-O'],
              ['queenside', 'O-O-O'],
            ].map(([side, san]) => {
              const s = status[color][side];
              const name = color === 'w' ? 'White' : 'Black';
              return `${name} ${san}: king ${path(s.king, s.kingTo)}, rook ${path(s.rook, s.rookTo)}`;
            }),
          );
        });
        assert.deepEqual(lines, want);
        assert.ok(
          lines.flat().some((line) => line.includes('stays on')),
          'a piece that stays, said so',
        );
        assert.ok(!lines.flat().some((line) => /([a-h][18])–\1/.test(line)), 'no "g1–g1"');
      },
      { viewport: { width: 1280, height: 800 } },
    );
  });
});
