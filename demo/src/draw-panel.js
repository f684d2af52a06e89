// The tournament draw (its own view, #draw-panel), in two modes. Organise, in numbered steps: the
// secret phrase (the seed) and the options; the organiser's record (downloaded or printed, and
// confirmed as kept: until then, leaving the page asks first; from then on the phrase and options
// are locked, and changing them asks first); the announcement to publish (copy, print, a link
// that carries nothing else); at the venue the public value, and the rounds. Check: a player's
// (or, after a reload, the organiser's) check of a draw against its announcement, pasted or from
// a link, saying which part matched. The texts, the checks and the draw are the package's
// (drawAnnouncement, readDrawAnnouncement, verifyDraw); print pages and projector are draw-sheets.js.
// An engine-balanced pool keeps to a band of scores of the package's table (chess960/evaluations,
// start-evaluations.js): the announcement names the band and the table, and a check needs it.
import { $, pieceElement, textElement, timedNote } from './dom.js';
import { drawLink, firstDifference, readDrawLink, readStarts, startText } from './draw-link.js';
import { createProjector, printSheet, renderPages, roundTitle } from './draw-sheets.js';
import { t } from './i18n.js';
import { errorText } from './messages.js';
import { balancedPoolName, evaluationTable, loadEvaluations } from './start-evaluations.js';

/** A random seed: 128 bits from crypto.getRandomValues, in hex. */
function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A text file downloaded by the browser. */
function download(name, text) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** An announcement's pool in words: the subset, and the band of scores with its table. */
function poolText(announced) {
  const subset = announced.subset === 'chess960' ? t('subsetAll') : announced.subset.replace('chess', 'Chess');
  if (announced.maxScore === null) return subset;
  const balanced = t('drawReadBand', { max: announced.maxScore });
  const band = announced.subset === 'chess960' ? balanced : `${subset}, ${balanced}`;
  return `${band} ${t('drawReadTable', { sha256: announced.evaluations.slice(0, 12) })}`;
}

/** What an announcement says, in a line: rounds, pool, exclusions, repeats, Double, public value. */
function announcementSummary(announced) {
  return [
    t('drawReadRounds', { count: announced.rounds, pool: poolText(announced) }),
    announced.exclude.length > 0 ? t('drawReadExcluded', { numbers: announced.exclude.join(', ') }) : '',
    t(announced.unique ? 'drawReadUnique' : 'drawReadRepeats'),
    announced.double ? t('drawReadDouble') : '',
    announced.publicSource === null ? t('drawReadNoPublic') : t('drawReadPublic', { source: announced.publicSource }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Wires the draw view to the package (store.state.chess); `views` (views.js) shows it for a shared draw. */
export function createDrawPanel({ store, views }) {
  const { chess } = store.state;
  const el = {
    modeDraw: $('draw-mode-draw'),
    modeVerify: $('draw-mode-verify'),
    form: $('draw-form'),
    verifyField: $('draw-verify-field'),
    verifyAnnouncement: $('draw-verify-announcement'),
    verifyFile: $('draw-verify-file'),
    verifyRead: $('draw-verify-read'),
    setup: $('draw-setup'),
    seedHeading: $('draw-seed-heading'),
    seedLabel: $('draw-seed-label'),
    seed: $('draw-seed'),
    seedRandom: $('draw-seed-random'),
    seedHint: $('draw-seed-hint'),
    options: $('draw-options'),
    locked: $('draw-locked'),
    change: $('draw-change'),
    changeDialog: $('draw-change-dialog'),
    changeText: $('draw-change-text'),
    recordStep: $('draw-record-step'),
    rounds: $('draw-rounds'),
    exclude: $('draw-exclude'),
    subset: $('draw-subset'),
    band: $('draw-band'),
    maxScore: $('draw-max-score'),
    maxScoreHint: $('draw-max-score-hint'),
    repeats: $('draw-repeats'),
    double: $('draw-double'),
    publicSource: $('draw-public-source'),
    saveRecord: $('draw-save-record'),
    printRecord: $('draw-print-record'),
    recordKept: $('draw-record-kept'),
    announceStep: $('draw-announce-step'),
    announcement: $('draw-announcement'),
    copyAnnouncement: $('draw-copy-announcement'),
    printAnnouncement: $('draw-print-announcement'),
    copyNote: $('draw-copy-note'),
    revealStep: $('draw-reveal-step'),
    revealHeading: $('draw-reveal-heading'),
    public: $('draw-public'),
    startsField: $('draw-verify-starts-field'),
    starts: $('draw-verify-starts'),
    verdict: $('draw-verify-result'),
    error: $('draw-error'),
    reveal: $('draw-reveal'),
    result: $('draw-result'),
    resultsEmpty: $('draw-results-empty'),
    summary: $('draw-summary'),
    list: $('draw-list'),
    share: $('draw-share'),
    shareLine: $('draw-share-line'),
    shareNote: $('draw-share-note'),
    print: $('draw-print'),
    projectorOpen: $('draw-projector-open'),
  };
  const copyNote = timedNote(el.copyNote);
  const shareNote = timedNote(el.shareNote);
  const projector = createProjector(chess);
  let saved = null; // the record saved for the seed and options shown: { record, announcement, seed }
  let drawn = null; // the draw shown: { announcement, seed, public, draw } (verifyDraw's rounds)

  const verifying = () => el.modeVerify.checked;
  const kept = () => saved !== null && el.recordKept.checked;
  /** The organiser's phrase and options are locked once the record is kept: they are in it. */
  const locked = () => !verifying() && kept();

  /**
   * What a pasted announcement publishes: the text itself, or for an organiser's record (it holds
   * the seed) the announcement the record was kept with, written again by the package.
   */
  function publicAnnouncement(text, announced) {
    if (announced.seed === undefined) return text;
    const { algorithm, seed, rounds, subset, exclude, unique, double, publicSource, maxScore } = announced;
    const band = maxScore === null ? {} : { maxScore, evaluations: evaluationTable() };
    return chess.drawAnnouncement({
      algorithm,
      seed,
      rounds,
      subset,
      exclude,
      unique,
      double,
      publicSource: publicSource ?? '',
      ...band,
    });
  }

  /** What verifyDraw() needs besides the announcement: the table, for an announced band. */
  function tableFor(announcement) {
    if (chess.readDrawAnnouncement(announcement).evaluations === null) return {};
    const evaluations = evaluationTable();
    if (evaluations === null) throw new Error(t('evaluationsLoading'));
    return { evaluations };
  }

  /** The band's field shows with the engine-balanced pool; its hint says how many starts it keeps. */
  function renderBand() {
    el.band.hidden = el.subset.value !== 'balanced';
    const max = el.maxScore.value.trim();
    const valid = /^\d+$/.test(max) && Number(max) <= 1000;
    el.subset.querySelector('option[value="balanced"]').textContent = balancedPoolName(valid ? Number(max) : '…');
    const table = evaluationTable();
    el.maxScoreHint.textContent =
      table && valid
        ? t('drawMaxScoreHint', {
            count: chess.drawPool({ maxScore: Number(max), evaluations: table }).length,
            engine: table.engine,
          })
        : '';
  }

  /** The organiser's options as drawAnnouncement() takes them; throws an Error the page shows. */
  function options() {
    const rounds = el.rounds.value.trim();
    if (!/^\d+$/.test(rounds)) throw new Error(t('drawRoundsBad', { text: rounds }));
    const exclude = [];
    for (const token of el.exclude.value.split(/[\s,;]+/).filter(Boolean)) {
      if (!/^\d+$/.test(token)) throw new Error(t('drawExcludeBad', { text: token }));
      exclude.push(Number(token));
    }
    const chosen = {
      seed: el.seed.value,
      rounds: Number(rounds),
      subset: el.subset.value,
      exclude,
      unique: !el.repeats.checked,
      double: el.double.checked,
      publicSource: el.publicSource.value,
    };
    if (chosen.subset !== 'balanced') return chosen;
    // Engine-balanced: all 960 within the band, by the package's table.
    const maxScore = el.maxScore.value.trim();
    if (!/^\d+$/.test(maxScore)) throw new Error(t('drawMaxScoreBad', { text: maxScore }));
    const evaluations = evaluationTable();
    if (evaluations === null) throw new Error(t('evaluationsLoading'));
    return { ...chosen, subset: 'chess960', maxScore: Number(maxScore), evaluations };
  }

  function showError(error) {
    el.error.textContent = errorText(error, { field: error.field || '…' });
    el.error.scrollIntoView({ block: 'nearest' });
  }

  /** Nothing drawn, nothing checked: what is shown no longer matches the fields. */
  function clearDraw() {
    drawn = null;
    el.result.hidden = true;
    el.resultsEmpty.hidden = false;
    el.list.replaceChildren();
    el.verdict.hidden = true;
    el.verdict.replaceChildren();
    delete el.verdict.dataset.verdict;
    $('draw-pages').replaceChildren();
    document.body.classList.remove('draw-printable');
    el.error.textContent = '';
    renderActions();
  }

  /** The seed or an option changed: a record saved before holds other ones. */
  function forgetRecord() {
    saved = null;
    el.recordKept.checked = false;
    renderSteps();
    clearDraw();
  }

  /** Which steps show: the announcement and the reveal once the record is kept (organiser). */
  function renderSteps() {
    const verify = verifying();
    el.verifyField.hidden = !verify;
    el.options.hidden = el.recordStep.hidden = verify;
    el.seedRandom.hidden = verify;
    el.seedHeading.textContent = t(verify ? 'drawVerifySeedHeading' : 'drawSeedHeading');
    el.seedLabel.textContent = t(verify ? 'drawVerifySeed' : 'drawSeed');
    el.seedHint.textContent = t(verify ? 'drawVerifySeedHint' : 'drawSeedHint');
    el.startsField.hidden = !verify;
    el.setup.disabled = locked();
    el.locked.hidden = !locked();
    el.recordKept.disabled = saved === null || locked();
    el.announceStep.hidden = verify || !kept();
    el.announcement.textContent = kept() ? saved.announcement : '';
    el.revealStep.hidden = !verify && !kept();
    el.revealHeading.textContent = t(verify ? 'drawVerifyHeading' : 'drawRevealHeading');
    el.reveal.textContent = t(verify ? 'drawVerify' : 'drawReveal');
    renderActions();
  }

  /** The announcement the share link carries: the organiser's kept one, or the one pasted (never a record's seed). */
  function sharedAnnouncement() {
    if (drawn) return drawn.announcement;
    if (!verifying()) return kept() ? saved.announcement : null;
    const text = el.verifyAnnouncement.value;
    try {
      return publicAnnouncement(text, chess.readDrawAnnouncement(text));
    } catch {
      return null;
    }
  }

  /** The share link, print and projector: what can be shared now, and one line saying what. */
  function renderActions() {
    const shared = sharedAnnouncement();
    el.share.hidden = shared === null;
    el.print.hidden = el.projectorOpen.hidden = drawn === null;
    el.shareLine.textContent = shared === null ? '' : t(drawn ? 'drawShareRevealed' : 'drawShareAnnouncement');
  }

  /** The organiser's record: the announcement with the seed, and what to do with it. */
  function saveRecord(how) {
    el.error.textContent = '';
    let chosen;
    let record;
    let announcement;
    try {
      chosen = options();
      record = chess.drawAnnouncement({ ...chosen, record: true });
      announcement = chess.drawAnnouncement(chosen);
    } catch (error) {
      showError(error);
      return;
    }
    const text = `# ${t('drawRecordTitle')}\n# ${t('drawRecordNote')}\n${record}`;
    if (how === 'print') printSheet(text);
    else {
      const { commitment } = chess.readDrawAnnouncement(announcement);
      download(`chess960-draw-record-${commitment.slice(0, 8)}.txt`, text);
    }
    saved = { record, announcement, seed: chosen.seed };
    renderSteps();
    el.recordKept.focus();
  }

  /** Lists the rounds of a draw that matched its announcement, with print pages and projector. */
  function showDraw(shown) {
    drawn = shown;
    renderList();
    renderPages(chess, shown.draw, shown);
    document.body.classList.add('draw-printable');
    el.result.hidden = false;
    el.resultsEmpty.hidden = true;
    renderActions();
  }

  /** The organiser's reveal: the kept announcement's rounds for this seed and public value. */
  function reveal() {
    const publicValue = el.public.value;
    let verification;
    try {
      verification = chess.verifyDraw({
        announcement: saved.announcement,
        seed: saved.seed,
        public: publicValue,
        ...tableFor(saved.announcement),
      });
    } catch (error) {
      showError(error); // a public value over 256 bytes
      return;
    }
    if (!verification.publicAsAnnounced) {
      const source = verification.announcement.publicSource;
      el.error.textContent = source === null ? t('drawPublicUnexpected') : t('drawPublicMissing', { source });
      el.public.focus();
      return;
    }
    showDraw({ announcement: saved.announcement, seed: saved.seed, public: publicValue, draw: verification.draw });
    el.result.scrollIntoView({ block: 'nearest' }); // under the steps on a phone
  }

  /** What the pasted announcement says, under it; a record's seed goes into the seed field. */
  function readPasted() {
    const text = el.verifyAnnouncement.value;
    el.verifyRead.replaceChildren();
    delete el.verifyRead.dataset.kind;
    if (text.trim() === '') return null;
    try {
      const announced = chess.readDrawAnnouncement(text);
      el.verifyRead.textContent = announcementSummary(announced);
      if (announced.seed !== undefined && el.seed.value === '') el.seed.value = announced.seed;
      return announced;
    } catch (error) {
      el.verifyRead.dataset.kind = 'error';
      el.verifyRead.textContent = errorText(error, { field: error.field || '…' });
      return null;
    }
  }

  /** One part of the verdict: ✓ or ✗ and what was found. */
  const part = (ok, text) => {
    const li = textElement('li', ok ? 'verdict-ok' : 'verdict-bad', `${ok ? '✓' : '✗'} ${text}`);
    li.dataset.ok = String(ok);
    return li;
  };

  /** A player's check: the announcement, then the seed, the public value and the starts played. */
  function check() {
    const text = el.verifyAnnouncement.value;
    if (text.trim() === '') {
      el.error.textContent = t('drawVerifyNoAnnouncement');
      el.verifyAnnouncement.focus();
      return;
    }
    if (el.seed.value === '') {
      el.error.textContent = t('drawVerifyNoSeed');
      el.seed.focus();
      return;
    }
    const played = readStarts(el.starts.value);
    if (played === null) {
      el.error.textContent = t('drawStartsBad');
      el.starts.focus();
      return;
    }
    let verification;
    try {
      verification = chess.verifyDraw({
        announcement: text,
        seed: el.seed.value,
        public: el.public.value,
        ...tableFor(text),
      });
    } catch (error) {
      showError(error);
      return;
    }
    const { announcement: announced, seedMatches, publicAsAnnounced, draw } = verification;
    // v2's commitment covers the options too: a mismatch may be an edited announcement.
    const [seedOk, seedWrong] =
      announced.algorithm === 'chess960-draw-v2'
        ? ['drawCheckSeedV2', 'drawCheckSeedWrongV2']
        : ['drawCheckSeed', 'drawCheckSeedWrong'];
    const parts = [
      seedMatches
        ? part(true, t(seedOk, { commitment: announced.commitment }))
        : part(false, t(seedWrong, { commitment: draw.commitment, announced: announced.commitment })),
    ];
    if (publicAsAnnounced)
      parts.push(
        part(
          true,
          announced.publicSource === null
            ? t('drawCheckNoPublic')
            : t('drawCheckPublic', { source: announced.publicSource }),
        ),
      );
    else
      parts.push(
        part(
          false,
          announced.publicSource === null
            ? t('drawPublicUnexpected')
            : t('drawPublicMissing', { source: announced.publicSource }),
        ),
      );
    let startsMatch = true;
    if (played.length > 0 && seedMatches && publicAsAnnounced) {
      const round = played.length > draw.starts.length ? draw.starts.length + 1 : firstDifference(played, draw.starts);
      startsMatch = round === 0;
      parts.push(
        startsMatch
          ? part(true, t('drawCheckStarts', { count: played.length }))
          : round > draw.starts.length
            ? part(false, t('drawCheckStartsMore', { count: played.length, rounds: draw.starts.length }))
            : part(
                false,
                t('drawCheckStartsWrong', {
                  round,
                  played: startText(played[round - 1]),
                  drawn: startText(draw.starts[round - 1]),
                }),
              ),
      );
    }
    const match = verification.matches && startsMatch;
    el.verdict.hidden = false;
    el.verdict.dataset.verdict = match ? 'match' : 'mismatch';
    const list = document.createElement('ul');
    list.append(...parts);
    el.verdict.replaceChildren(
      textElement('p', 'verdict-head', t(match ? 'drawVerdictMatch' : 'drawVerdictMismatch')),
      list,
    );
    // Rounds from a seed or public value other than the announced ones prove nothing: none listed.
    // From an organiser's record, the pages carry the announcement it was kept with, as on the day.
    if (seedMatches && publicAsAnnounced)
      showDraw({
        announcement: publicAnnouncement(text, announced),
        seed: el.seed.value,
        public: el.public.value,
        draw,
      });
    else renderActions();
    el.verdict.scrollIntoView({ block: 'nearest' });
  }

  function renderList() {
    const { draw } = drawn;
    el.summary.textContent = t('drawSummary', { count: draw.starts.length, algorithm: draw.algorithm });
    el.list.replaceChildren(
      ...draw.starts.map((start) => {
        const li = document.createElement('li');
        li.className = 'draw-round';
        li.dataset.round = String(start.round);
        li.dataset.number = String(start.number);
        if (start.blackNumber !== undefined) li.dataset.blackNumber = String(start.blackNumber);
        const strips = document.createElement('div');
        strips.className = 'draw-strips';
        const sides =
          start.blackNumber === undefined
            ? [['w', start.number]]
            : [
                ['w', start.number],
                ['b', start.blackNumber],
              ];
        for (const [color, number] of sides) {
          const strip = document.createElement('div');
          strip.className = 'cg-wrap rank-strip draw-strip';
          strip.setAttribute('aria-hidden', 'true');
          for (const letter of chess.backRank(number)) strip.append(pieceElement(color, letter.toLowerCase()));
          strips.append(strip);
        }
        const link = textElement('a', 'draw-play', t('drawPlayStart'));
        link.href = `#start=${start.number}${start.blackNumber === undefined ? '' : `,${start.blackNumber}`}`;
        const project = textElement('button', 'btn btn-small btn-quiet draw-project', t('drawProjectRound'));
        project.type = 'button';
        project.addEventListener('click', () => projector.open(draw, start.round, project));
        const backRanks = sides.map(([, number]) => chess.backRank(number)).join(' / ');
        li.append(
          textElement('span', 'draw-round-title', roundTitle(start)),
          textElement('span', 'draw-backrank', backRanks),
          strips,
          link,
          project,
        );
        return li;
      }),
    );
  }

  /** The share link: the announcement only, or after the reveal the seed, public value and starts. */
  function shareUrl() {
    const announcement = sharedAnnouncement();
    const reveal = drawn && { seed: drawn.seed, public: drawn.public, starts: drawn.draw.starts };
    return drawLink(location.href, chess.readDrawAnnouncement(announcement).algorithm, announcement, reveal);
  }

  /** A link made by shareUrl(): the check mode, filled, and checked when it carries the seed. */
  async function openFromLink() {
    const link = readDrawLink(location.search);
    if (!link) return;
    await loadEvaluations(); // the announcement may keep to a band
    el.modeVerify.checked = true;
    el.verifyAnnouncement.value = link.announcement;
    el.seed.value = link.seed;
    el.public.value = link.public;
    el.starts.value = link.starts.replace(/,/g, ', ');
    setMode();
    views.show('draw');
    readPasted();
    if (link.seed !== '') check();
  }

  function setMode() {
    if (locked()) el.seed.value = saved.seed; // the phrase kept in the record, whatever was checked meanwhile
    clearDraw();
    renderSteps();
    readPasted();
  }

  /** After the record is kept: changing the phrase or an option asks first, then starts again. */
  function askToChange() {
    el.changeText.textContent = `${t('drawChangeText')}${drawn ? ` ${t('drawChangeRevealed')}` : ''}`;
    el.changeDialog.returnValue = '';
    el.changeDialog.addEventListener(
      'close',
      () => {
        if (el.changeDialog.returnValue !== 'change') return;
        forgetRecord();
        el.seed.focus();
      },
      { once: true },
    );
    el.changeDialog.showModal();
  }

  for (const radio of [el.modeDraw, el.modeVerify]) radio.addEventListener('change', setMode);
  const fields = [el.seed, el.rounds, el.exclude, el.subset, el.maxScore, el.repeats, el.double, el.publicSource];
  for (const field of fields)
    field.addEventListener(field.type === 'checkbox' || field.tagName === 'SELECT' ? 'change' : 'input', () => {
      if (!verifying()) forgetRecord();
      else clearDraw();
      renderBand();
    });
  for (const field of [el.public, el.starts]) field.addEventListener('input', clearDraw);
  el.verifyAnnouncement.addEventListener('input', () => {
    clearDraw();
    readPasted();
    renderActions();
  });
  el.verifyFile.addEventListener('change', async () => {
    const file = el.verifyFile.files?.[0];
    el.verifyFile.value = ''; // the same file can be opened again
    if (!file) return;
    el.verifyAnnouncement.value = await file.text();
    clearDraw();
    readPasted();
    renderActions();
  });
  el.seedRandom.addEventListener('click', () => {
    el.seed.value = randomSeed();
    forgetRecord();
  });
  el.saveRecord.addEventListener('click', () => saveRecord('download'));
  el.printRecord.addEventListener('click', () => saveRecord('print'));
  el.recordKept.addEventListener('change', () => {
    renderSteps();
    clearDraw();
    if (kept()) el.announcement.scrollIntoView({ block: 'nearest' });
  });
  el.change.addEventListener('click', askToChange);
  el.copyAnnouncement.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(el.announcement.textContent);
      copyNote(t('copied'));
    } catch {
      getSelection()?.selectAllChildren(el.announcement);
      copyNote(t('selectToCopy'));
    }
  });
  el.printAnnouncement.addEventListener('click', () => printSheet(el.announcement.textContent));
  el.form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearDraw();
    if (verifying()) check();
    else if (kept()) reveal();
  });
  el.share.addEventListener('click', async () => {
    if (sharedAnnouncement() === null) return;
    const url = shareUrl();
    el.share.dataset.url = url;
    try {
      await navigator.clipboard.writeText(url);
      shareNote(t('linkCopied'));
    } catch {
      shareNote(t('linkSelect'));
    }
  });
  el.print.addEventListener('click', () => {
    delete document.body.dataset.print; // the rounds' pages, not a sheet printed before
    window.print();
  });
  el.projectorOpen.addEventListener('click', () => drawn && projector.open(drawn.draw, 1, el.projectorOpen));
  // A seed typed or drawn here and not yet kept in a record would be lost with the page.
  window.addEventListener('beforeunload', (event) => {
    if (verifying() || el.seed.value === '' || kept() || drawn) return;
    event.preventDefault();
    event.returnValue = '';
  });

  store.on('relabel', () => {
    renderBand();
    renderSteps();
    readPasted();
    el.error.textContent = '';
    if (verifying() && !el.verdict.hidden) check();
    else if (drawn) {
      renderList();
      renderPages(chess, drawn.draw, drawn);
    }
    projector.relabel();
  });
  renderSteps();
  renderBand();
  loadEvaluations().then(renderBand);
  return { openFromLink };
}
