// Engine-balanced starts in the demo (issue 43 item 6), in headless Chromium at desktop size in
// English and phone size in German, checked against the package run in Node with its
// chess960/evaluations: the current start's score under its back rank; "Random from:
// engine-balanced starts" keeps to the band; in the draw panel a banded draw is announced with its
// band and table, revealed, and verified from its link; the same announcement with the band edited
// does not verify, and one naming another table is refused with a message. Screenshots:
// tests/e2e/artifacts/draw-band-<size>-*.png.
//
// Run from the repo root:  node --test tests/e2e/draw-band.test.mjs   (builds demo/dist when stale)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { demoPerFile, withDemoPage } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const artifacts = join(here, 'artifacts');
const { startEvaluation, startEvaluations } = await import(
  pathToFileURL(join(here, '..', '..', 'npm', 'dist', 'evaluations.js')).href
);

const SEED = 'Freestyle Open 2027: engine-balanced starts only';
const PUBLIC = '2 5 5 1 6';
const SOURCE = 'five die rolls by a player before round 1';
const BAND = { maxScore: 40, evaluations: startEvaluations };
const OPTIONS = { seed: SEED, rounds: 5, exclude: [518, 534], publicSource: SOURCE, ...BAND };

const demo = demoPerFile(); // demo.chess: the package in Node, the oracle

const CASES = [
  { size: 'desktop', locale: 'en-US', lang: 'en', viewport: { width: 1280, height: 800 }, depth: 'depth' },
  { size: 'phone', locale: 'de-DE', lang: 'de', viewport: { width: 390, height: 844 }, depth: 'Tiefe' },
];

const listed = (page) =>
  page.locator('#draw-list li').evaluateAll((items) => items.map((li) => Number(li.dataset.number)));

const verdict = (page) =>
  page.locator('#draw-verify-result').evaluate((box) => ({
    verdict: box.dataset.verdict,
    parts: [...box.querySelectorAll('li')].map((li) => li.dataset.ok === 'true'),
  }));

const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

describe('engine-balanced starts in the demo', { timeout: 120_000 }, () => {
  for (const { size, locale, lang, viewport, depth } of CASES)
    test(`${size}: the score of the start, a random balanced start, a banded draw verified and an edited one not`, async () => {
      const announcement = demo.chess.drawAnnouncement(OPTIONS);
      const want = demo.chess.drawStarts({ ...OPTIONS, public: PUBLIC });
      const pool = demo.chess.drawPool({ subset: 'chess960', ...BAND });
      await withDemoPage(
        demo,
        async (page) => {
          // Start 518's score line, under its back rank: the package's table, in the page's language.
          const score = page.locator('#start-score');
          await page.waitForFunction(() => document.getElementById('start-score').textContent !== '');
          const row = startEvaluation(518);
          const text = await score.textContent();
          assert.ok(text.includes(`${startEvaluations.engine}, ${depth} ${row.depth}`), text);
          const pawns = new Intl.NumberFormat(locale, {
            signDisplay: 'exceptZero',
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }).format(row.centipawns / 100);
          assert.ok(text.startsWith(`${pawns} · `), text);
          assert.equal(await page.locator('#backrank').textContent(), `518 · ${demo.chess.backRank(518)}`);

          // Random from the engine-balanced pool: each start drawn lies within 40 cp.
          await page.locator('#random-subset').selectOption('balanced');
          for (let i = 0; i < 5; i++) {
            await page.locator('#random').click();
            await page.waitForFunction(() => document.getElementById('start-score').textContent !== '');
            const number = Number(await page.locator('#position-number').inputValue());
            assert.ok(pool.includes(number), `start ${number} is in the band`);
          }
          assert.equal(await sideways(page), 0);
          await page.screenshot({ path: join(artifacts, `draw-band-${size}-start.png`) });

          // The organiser: the engine-balanced pool with a band of 40; the record, then the announcement.
          await page.locator('#draw').click();
          await page.locator('#draw-seed').fill(SEED);
          await page.locator('#draw-rounds').fill('5');
          await page.locator('#draw-exclude').fill('518, 534');
          await page.locator('#draw-public-source').fill(SOURCE);
          assert.equal(await page.locator('#draw-max-score').isVisible(), false, 'no band for all 960');
          await page.locator('#draw-subset').selectOption('balanced');
          assert.equal(await page.locator('#draw-max-score').inputValue(), '40');
          assert.match(await page.locator('#draw-max-score-hint').textContent(), new RegExp(`^${pool.length} `));
          // Another band: the pool's name and the count follow it.
          await page.locator('#draw-max-score').fill('30');
          const pool30 = demo.chess.drawPool({ maxScore: 30, evaluations: startEvaluations }).length;
          assert.match(await page.locator('#draw-max-score-hint').textContent(), new RegExp(`^${pool30} `));
          assert.match(await page.locator('#draw-subset option[value="balanced"]').textContent(), /≤ 30 /);
          await page.locator('#draw-max-score').fill('40');
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.locator('#draw-save-record').click(),
          ]);
          const record = readFileSync(await download.path(), 'utf8');
          assert.ok(record.endsWith(demo.chess.drawAnnouncement({ ...OPTIONS, record: true })), 'the package wrote it');
          await page.locator('#draw-record-kept').check();
          assert.equal(await page.locator('#draw-announcement').textContent(), announcement);
          assert.ok(announcement.includes('max score: 40\n'));
          assert.ok(announcement.includes(`evaluations: ${startEvaluations.sha256}\n`));
          await page.locator('#draw-public').fill(PUBLIC);
          await page.locator('#draw-reveal').click();
          assert.deepEqual(
            await listed(page),
            want.starts.map((s) => s.number),
          );
          for (const { number } of want.starts) assert.ok(Math.abs(startEvaluation(number).centipawns) <= 40);
          assert.equal(await sideways(page), 0);
          await page.screenshot({ path: join(artifacts, `draw-band-${size}-reveal.png`), fullPage: true });

          // A player opens the link of the reveal: the band and its table checked, everything matches.
          await page.locator('#draw-share').click();
          await page.waitForFunction(() => document.getElementById('draw-share').dataset.url);
          const link = await page.locator('#draw-share').getAttribute('data-url');
          await page.goto(link);
          await page.waitForSelector('body[data-ready="true"]');
          assert.deepEqual(await verdict(page), { verdict: 'match', parts: [true, true, true] });
          assert.deepEqual(
            await listed(page),
            want.starts.map((s) => s.number),
          );
          assert.match(await page.locator('#draw-verify-read').textContent(), /40/);
          await page.locator('#draw-panel').screenshot({ path: join(artifacts, `draw-band-${size}-verify.png`) });

          // The band edited after publication: the commitment covers it, the seed no longer matches.
          await page.locator('#draw-verify-announcement').fill(announcement.replace('max score: 40', 'max score: 50'));
          await page.locator('#draw-verify-starts').fill('');
          await page.locator('#draw-reveal').click();
          assert.deepEqual(await verdict(page), { verdict: 'mismatch', parts: [false, true] });
          // The player is told the phrase or the announcement is at fault, not the phrase alone.
          const catalogue = (
            await import(pathToFileURL(join(here, '..', '..', 'demo', 'src', 'locales', `${lang}.js`)).href)
          ).default;
          const said = await page.locator('#draw-verify-result li').first().textContent();
          assert.ok(said.startsWith(`✗ ${catalogue.drawCheckSeedWrongV2.split('{commitment}')[0]}`), said);
          assert.equal(await page.locator('#draw-list li').count(), 0, 'an edited band lists nothing');
          // The band dropped altogether: no match either.
          const unbanded = announcement
            .replace('max score: 40', 'max score: none')
            .replace(`evaluations: ${startEvaluations.sha256}`, 'evaluations: none');
          await page.locator('#draw-verify-announcement').fill(unbanded);
          await page.locator('#draw-reveal').click();
          assert.deepEqual(await verdict(page), { verdict: 'mismatch', parts: [false, true] });
          // Another table named: refused with a message, nothing listed.
          const other = announcement.replace(startEvaluations.sha256, 'a'.repeat(64));
          await page.locator('#draw-verify-announcement').fill(other);
          await page.locator('#draw-reveal').click();
          assert.notEqual(await page.locator('#draw-error').textContent(), '', 'another table: a message');
          assert.equal(await page.locator('#draw-list li').count(), 0);
          assert.equal(await sideways(page), 0);
        },
        { locale, viewport, acceptDownloads: true },
      );
    });
});
