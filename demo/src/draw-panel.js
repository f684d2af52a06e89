// The tournament draw (#draw): the organiser's secret seed, the public value drawn at the venue,
// the rounds, the pool, the excluded numbers and the rules on repeats and Double Chess960; the
// commitment to publish before the event (shown as soon as there is a seed); the rounds once the
// seed is revealed; a verify mode for players; a link that reproduces the draw; print and
// projector (draw-sheets.js). The draw itself is the package's drawStarts(), nothing here.
import { $, pieceElement, textElement, timedNote } from './dom.js';
import { t } from './i18n.js';
import { errorText } from './messages.js';
import { createProjector, renderPages, roundTitle } from './draw-sheets.js';

// The share link's fields, in the page's query string (the fragment holds the game).
const LINK = {
  seed: 'seed',
  public: 'public',
  rounds: 'rounds',
  subset: 'subset',
  exclude: 'exclude',
  repeats: 'repeats',
  double: 'double',
  commitment: 'commitment',
};

/** A random seed: 128 bits from crypto.getRandomValues, in hex. */
function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Wires the draw panel to the package (store.state.chess). */
export function createDrawPanel({ store }) {
  const { chess } = store.state;
  const el = {
    open: $('draw'),
    panel: $('draw-panel'),
    modeDraw: $('draw-mode-draw'),
    modeVerify: $('draw-mode-verify'),
    form: $('draw-form'),
    verifyField: $('draw-verify-field'),
    verifyCommitment: $('draw-verify-commitment'),
    seed: $('draw-seed'),
    seedRandom: $('draw-seed-random'),
    public: $('draw-public'),
    rounds: $('draw-rounds'),
    exclude: $('draw-exclude'),
    subset: $('draw-subset'),
    repeats: $('draw-repeats'),
    double: $('draw-double'),
    commitment: $('draw-commitment'),
    copyCommitment: $('draw-copy-commitment'),
    copyNote: $('draw-copy-note'),
    publish: $('draw-publish'),
    verdict: $('draw-verify-result'),
    error: $('draw-error'),
    reveal: $('draw-reveal'),
    result: $('draw-result'),
    summary: $('draw-summary'),
    list: $('draw-list'),
    share: $('draw-share'),
    shareNote: $('draw-share-note'),
    print: $('draw-print'),
    projectorOpen: $('draw-projector-open'),
  };
  const copyNote = timedNote(el.copyNote);
  const shareNote = timedNote(el.shareNote);
  const projector = createProjector();
  let drawn = null; // the last draw shown: drawStarts()'s answer

  const verifying = () => el.modeVerify.checked;

  function setOpen(open) {
    el.panel.hidden = !open;
    el.open.setAttribute('aria-expanded', String(open));
    if (open) el.panel.scrollIntoView({ block: 'nearest' });
  }

  /** The options as drawStarts() takes them; throws an Error the page shows for unreadable fields. */
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
    };
    if (el.public.value !== '') chosen.public = el.public.value;
    return chosen;
  }

  /** The commitment of the seed typed, before anything is drawn. */
  function showCommitment() {
    el.error.textContent = '';
    el.verdict.hidden = true;
    let commitment = '';
    if (el.seed.value !== '') {
      try {
        commitment = chess.drawCommitment(el.seed.value);
      } catch (error) {
        el.error.textContent = errorText(error);
      }
    }
    el.commitment.textContent = commitment || '—';
    el.commitment.dataset.value = commitment;
    el.copyCommitment.disabled = !commitment;
  }

  /** Any change of the options: what was drawn no longer matches them. */
  function clearDraw() {
    drawn = null;
    el.result.hidden = true;
    el.list.replaceChildren();
    $('draw-pages').replaceChildren();
    document.body.classList.remove('draw-printable');
  }

  function reveal() {
    clearDraw();
    el.error.textContent = '';
    el.verdict.hidden = true;
    let draw;
    try {
      draw = chess.drawStarts(options());
    } catch (error) {
      el.error.textContent = errorText(error);
      el.error.scrollIntoView({ block: 'nearest' });
      return;
    }
    if (verifying()) {
      const claimed = el.verifyCommitment.value.trim().toLowerCase();
      const match = claimed === draw.commitment;
      el.verdict.hidden = false;
      el.verdict.dataset.match = String(match);
      el.verdict.textContent = t(match ? 'drawVerifyMatch' : 'drawVerifyMismatch', { commitment: draw.commitment });
      if (!match) return; // a seed that is not the committed one proves nothing about the rounds
    }
    drawn = draw;
    renderList();
    renderPages(chess, draw);
    document.body.classList.add('draw-printable');
    el.result.hidden = false;
  }

  function renderList() {
    el.summary.textContent = t('drawSummary', { count: drawn.starts.length, algorithm: drawn.algorithm });
    el.list.replaceChildren(
      ...drawn.starts.map((start) => {
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
        project.addEventListener('click', () => projector.open(drawn, start.round, project));
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

  /** The link that opens this page with the same options and seed, and draws again. */
  function shareUrl() {
    const chosen = options();
    const params = new URLSearchParams({
      draw: drawn.algorithm,
      [LINK.seed]: chosen.seed,
      [LINK.rounds]: String(chosen.rounds),
      [LINK.subset]: chosen.subset,
    });
    if (chosen.public !== undefined) params.set(LINK.public, chosen.public);
    if (chosen.exclude.length > 0) params.set(LINK.exclude, chosen.exclude.join(','));
    if (!chosen.unique) params.set(LINK.repeats, '1');
    if (chosen.double) params.set(LINK.double, '1');
    const url = new URL(location.href);
    url.search = params.toString();
    url.hash = '';
    return url.href;
  }

  /** A link made by shareUrl(): fills the panel, opens it and draws (verify mode with a commitment). */
  function openFromLink() {
    const params = new URLSearchParams(location.search);
    if (!params.has('draw')) return;
    const get = (name, fallback = '') => params.get(LINK[name]) ?? fallback;
    el.seed.value = get('seed');
    el.public.value = get('public');
    el.rounds.value = get('rounds', '7');
    el.exclude.value = get('exclude').replace(/,/g, ', ');
    el.subset.value = get('subset', 'chess960');
    el.repeats.checked = get('repeats') === '1';
    el.double.checked = get('double') === '1';
    if (params.has(LINK.commitment)) {
      el.modeVerify.checked = true;
      el.verifyCommitment.value = get('commitment');
    }
    setMode();
    setOpen(true);
    showCommitment();
    reveal();
  }

  function setMode() {
    const verify = verifying();
    el.verifyField.hidden = !verify;
    el.seedRandom.hidden = verify;
    el.publish.hidden = verify;
    el.reveal.textContent = t(verify ? 'drawVerify' : 'drawReveal');
    el.verdict.hidden = true;
    clearDraw();
  }

  el.open.addEventListener('click', () => setOpen(el.panel.hidden));
  for (const radio of [el.modeDraw, el.modeVerify]) radio.addEventListener('change', setMode);
  el.seed.addEventListener('input', () => {
    showCommitment();
    clearDraw();
  });
  for (const field of [el.public, el.rounds, el.exclude, el.subset, el.repeats, el.double, el.verifyCommitment])
    field.addEventListener(field.type === 'checkbox' || field.tagName === 'SELECT' ? 'change' : 'input', () => {
      el.error.textContent = '';
      el.verdict.hidden = true;
      clearDraw();
    });
  el.seedRandom.addEventListener('click', () => {
    el.seed.value = randomSeed();
    showCommitment();
    clearDraw();
  });
  el.copyCommitment.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(el.commitment.dataset.value);
      copyNote(t('copied'));
    } catch {
      getSelection()?.selectAllChildren(el.commitment);
      copyNote(t('selectToCopy'));
    }
  });
  el.form.addEventListener('submit', (event) => {
    event.preventDefault();
    reveal();
  });
  el.share.addEventListener('click', async () => {
    if (!drawn) return;
    const url = shareUrl();
    el.share.dataset.url = url;
    try {
      await navigator.clipboard.writeText(url);
      shareNote(t('linkCopied'));
    } catch {
      shareNote(t('linkSelect'));
    }
  });
  el.print.addEventListener('click', () => window.print());
  el.projectorOpen.addEventListener('click', () => drawn && projector.open(drawn, 1, el.projectorOpen));

  store.on('relabel', () => {
    el.reveal.textContent = t(verifying() ? 'drawVerify' : 'drawReveal');
    el.error.textContent = '';
    el.verdict.hidden = true;
    if (drawn) {
      renderList();
      renderPages(chess, drawn);
    }
    projector.relabel();
  });
  showCommitment();
  return { openFromLink };
}
