// Mutation probe of the rule files: flips one comparison or boolean operator at a time (== and !=,
// < and <=, > and >=, && and ||, or drops a !), builds each mutant and runs the C++ suite on it. A
// mutant the suite passes is a change of a rule that no test notices, unless it is equivalent (the
// same program in effect): equivalent.json lists those, each with why.
//
//   cmake --build build/native --target mutation     (or: node tests/cpp/mutation/probe.mjs)
//   node tests/cpp/mutation/probe.mjs [--build-dir DIR] [--files san.cpp,fen.cpp]
//        [--only san.cpp:127:43,...] [--list] [--jobs N] [--compiler CXX]
//
// It works on a copy of the sources in build trees of its own (DIR/src and DIR/build, DIR/src/build/
// sanitize; default DIR: build/mutation), so the worktree is never changed; the copied file is
// restored after each mutant and on interrupt. Everything runs at the lowest priority. Warnings are
// not errors there: a mutant that only draws one (|| beside && without parentheses) runs, so it is
// tested.
//
// Per mutant: one file compiled, the library and the Boost.Test suite relinked, then the suite in
// steps, stopping at the first failing one: the cases that took under FAST_SECONDS unmutated, in one
// run, then each slower case alone, quickest first. A mutant that passes every case meets the suite
// again as the test command's hardening step builds it (preset "sanitize": asserts on, ASan and
// UBSan), in the same steps; only a mutant that passes both survives. The fuzzers are not run.
// Prints the score (killed / compiled mutants) and the survivors, and writes DIR/report.txt; exits 1
// if a survivor is not a listed equivalent or a listed equivalent no longer survives.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

// The rule files: where the Laws of Chess (Chess960 guidelines included) and the notations that
// name moves and positions are decided, with FIDE's castling gesture for screens and the reasons a
// move is refused. Out of scope: PGN file structure, start-position systems, draw announcements,
// hashing, premoves, the CLI (tested by the same suite, but not rules of the game).
export const RULE_FILES = [
  'attacks.cpp',
  'castling_gesture.cpp',
  'castling_status.cpp',
  'draw_rules.cpp',
  'fen.cpp',
  'game.cpp',
  'long_algebraic.cpp',
  'move_facts.cpp',
  'move_refusal.cpp',
  'movegen.cpp',
  'position.cpp',
  'position_setup.cpp',
  'san.cpp',
  'uci.cpp',
];
const FAST_SECONDS = 0.5;
const OUTPUT_KEPT = 1 << 20; // characters of a child's output
const FLIP = { '==': '!=', '!=': '==', '<': '<=', '<=': '<', '>': '>=', '>=': '>', '&&': '||', '||': '&&', '!': '' };

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..', '..');

function parseArguments(argv) {
  const options = {
    buildDir: join(repo, 'build', 'mutation'),
    files: RULE_FILES,
    only: [],
    list: false,
    jobs: 2,
    compiler: '',
  };
  for (let i = 0; i < argv.length; i++) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (name === '--build-dir') options.buildDir = value;
    else if (name === '--files') options.files = value.split(',');
    else if (name === '--only') options.only = value.split(',');
    else if (name === '--jobs') options.jobs = Number(value);
    else if (name === '--compiler') options.compiler = value;
    else if (name === '--list') {
      options.list = true;
      continue;
    } else {
      console.error(
        'usage: node tests/cpp/mutation/probe.mjs [--build-dir DIR] [--files a.cpp,...] [--only a.cpp:LINE:COLUMN,...] [--list] [--jobs N] [--compiler CXX]',
      );
      process.exit(2);
    }
    i++;
  }
  const unknown = options.files.filter((file) => !existsSync(join(repo, 'cpp', 'src', file)));
  if (unknown.length > 0) throw new Error(`no such file in cpp/src: ${unknown.join(', ')}`);
  return options;
}

// ---- finding the mutants ----

// The source with comments, string and character literals and preprocessor lines blanked out (same
// length, same line breaks), so that only code is searched.
function codeOnly(source) {
  let out = '';
  for (let i = 0; i < source.length;) {
    const two = source.slice(i, i + 2);
    const end =
      two === '//'
        ? source.indexOf('\n', i)
        : two === '/*'
          ? source.indexOf('*/', i) + 2
          : source[i] === '"' || source[i] === "'"
            ? literalEnd(source, i)
            : source[i] === '#' && /(^|\n)[ \t]*$/.test(source.slice(Math.max(0, i - 80), i))
              ? source.indexOf('\n', i)
              : i + 1;
    const stop = end <= i ? source.length : end;
    out += stop === i + 1 ? source[i] : source.slice(i, stop).replace(/[^\n]/g, ' ');
    i = stop;
  }
  return out;
}

function literalEnd(source, start) {
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === source[start]) return i + 1;
  }
  return source.length;
}

// Binary operators written with a space on each side (clang-format's layout, which also keeps
// template brackets and references apart from them); a '!' that negates.
const OPERATOR = /(?<=\s)(==|!=|<=|>=|<|>|&&|\|\|)(?=\s)|(?<=[\s(])!(?!=)/g;

/** Every mutant of one file: where, which change, the line before and after. */
export function mutantsOf(file, source) {
  const code = codeOnly(source);
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const mutants = [];
  for (const match of code.matchAll(OPERATOR)) {
    const from = match[0];
    const at = match.index;
    const line = source.slice(0, at).split('\n').length - 1; // 0-based
    const lineStart = lineStarts[line];
    const lineEnd = source.indexOf('\n', at);
    const text = source.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    const column = at - lineStart;
    mutants.push({
      file,
      line: line + 1,
      column: column + 1,
      from,
      to: FLIP[from],
      at,
      original: text.trim(),
      mutated: (text.slice(0, column) + FLIP[from] + text.slice(column + from.length)).trim(),
    });
  }
  return mutants;
}

const mutate = (source, m) => source.slice(0, m.at) + m.to + source.slice(m.at + m.from.length);
const where = (m) => `${m.file}:${m.line}:${m.column}`;
const change = (m) => `${m.from} -> ${m.to || '(nothing)'}`;

// ---- running things ----

let running = null; // the child being waited for, killed with its process group on interrupt

function run(command, args, { cwd = repo, timeout = 0, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    // Only the start is kept: the first failure and the build's first error are there, and a
    // mutant that fails every check of the suite writes more than the probe could hold.
    let output = '';
    const keep = (chunk) => {
      if (output.length < OUTPUT_KEPT) output += chunk;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const timer = timeout
      ? setTimeout(() => {
          timedOut = true;
          killGroup(child);
        }, timeout * 1000)
      : null;
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      running = null;
      resolve({ status, signal, timedOut, output });
    });
  });
}

function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

// ---- the copy of the sources ----

const COPIED = ['CMakeLists.txt', 'CMakePresets.json', 'cmake', 'cpp', 'bindings', 'tests/cpp', 'tests/data'];

// Makes `to` hold what `from` holds, rewriting only the files that differ (the build stays
// incremental), and removing files `from` no longer has.
function syncTree(from, to) {
  if (statSync(from).isFile()) {
    const content = readFileSync(from);
    if (!existsSync(to) || !content.equals(readFileSync(to))) {
      mkdirSync(dirname(to), { recursive: true });
      cpSync(from, to);
    }
    return;
  }
  mkdirSync(to, { recursive: true });
  const names = new Set(readdirSync(from));
  for (const name of readdirSync(to)) if (!names.has(name)) rmSync(join(to, name), { recursive: true, force: true });
  for (const name of names) syncTree(join(from, name), join(to, name));
}

// ---- the suite, in steps ----

// Each test case's time on the unmutated build (Boost.Test's JUnit log).
function caseTimes(junit) {
  return [...junit.matchAll(/<testcase [^>]*classname="([^"]*)" name="([^"]*)" time="([^"]*)"/g)].map(
    ([, suite, name, time]) => ({ path: `${suite}/${name}`, seconds: Number(time) }),
  );
}

// The fast cases in one run, then each slow case alone, slowest last; together, the whole suite.
function stepsOf(cases) {
  const slow = cases.filter((c) => c.seconds >= FAST_SECONDS).sort((a, b) => a.seconds - b.seconds);
  const fast = cases.length - slow.length;
  const seconds = cases.filter((c) => c.seconds < FAST_SECONDS).reduce((sum, c) => sum + c.seconds, 0);
  return [
    { name: `${fast} fast cases`, filter: slow.map((c) => `!${c.path}`).join(':') || '*', seconds },
    ...slow.map((c) => ({ name: c.path, filter: c.path, seconds: c.seconds })),
  ];
}

// The first failing case named in Boost.Test's output.
const firstFailure = (output) => /error: in "([^"]+)"/.exec(output)?.[1];

async function runSuite({ tests, steps, env }) {
  for (const step of steps) {
    const args = [`--run_test=${step.filter}`, '--log_level=error', '--report_level=no'];
    const result = await run(tests, args, { timeout: Math.max(60, 10 * step.seconds), env });
    if (result.timedOut) return { killedBy: `${step.name} (timed out)` };
    if (result.signal) return { killedBy: `${step.name} (${result.signal})` };
    if (result.status !== 0) return { killedBy: firstFailure(result.output) ?? step.name };
  }
  return { killedBy: null };
}

// ---- the build trees ----

async function cmake(args, what, cwd = repo) {
  const result = await run('cmake', args, { cwd });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.output}`);
}

// A build tree of the copy, configured and built unmutated, its suite timed case by case.
async function prepareTree({ name, dir, configure, cwd = repo, env = {}, jobs }) {
  console.log(`== the unmutated ${name} build in ${relative(repo, dir) || dir}`);
  await cmake(configure, `configuring the ${name} build`, cwd);
  const tree = { name, dir, env, tests: join(dir, 'tests', 'cpp', 'chess960_tests'), steps: [] };
  await cmake(buildArgs(tree, jobs), `the unmutated ${name} build`);
  const junit = join(dir, 'baseline.xml');
  const args = ['--log_format=JUNIT', `--log_sink=${junit}`, '--log_level=nothing', '--report_level=no'];
  const baseline = await run(tree.tests, args, { env });
  if (baseline.status !== 0) throw new Error(`the unmutated ${name} suite fails:\n${baseline.output}`);
  const cases = caseTimes(readFileSync(junit, 'utf8'));
  tree.steps = stepsOf(cases);
  const total = cases.reduce((sum, c) => sum + c.seconds, 0);
  console.log(`== ${cases.length} test cases, ${total.toFixed(1)} s unmutated, in ${tree.steps.length} steps`);
  return tree;
}

const buildArgs = (tree, jobs) => ['--build', tree.dir, '--target', 'chess960_tests', '-j', String(jobs)];

// The suite of the test command's hardening step (scripts/test-hardening.sh, CMake preset
// "sanitize": clang, asserts on, ASan + UBSan), with the options that script sets.
const SANITIZER_ENV = {
  ASAN_OPTIONS: 'detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1',
  UBSAN_OPTIONS: 'print_stacktrace=1:halt_on_error=1',
};

// ---- the probe ----

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const mutants = options.files
    .flatMap((file) => mutantsOf(file, readFileSync(join(repo, 'cpp', 'src', file), 'utf8')))
    .filter((m) => options.only.length === 0 || options.only.includes(where(m)));
  if (options.list) {
    for (const m of mutants) console.log(`${where(m)}  ${change(m)}  ${m.mutated}`);
    console.log(`${mutants.length} mutants in ${options.files.length} files`);
    return 0;
  }
  setPriority(19); // the children inherit it
  const src = join(options.buildDir, 'src');
  for (const part of COPIED) syncTree(join(repo, part), join(src, part));
  const releaseDir = join(options.buildDir, 'build');
  const compiler = options.compiler ? [`-DCMAKE_CXX_COMPILER=${options.compiler}`] : [];
  const release = await prepareTree({
    name: 'Release',
    dir: releaseDir,
    configure: [
      '-S',
      src,
      '-B',
      releaseDir,
      '-DCMAKE_BUILD_TYPE=Release',
      '-DCHESS960_WARNINGS_AS_ERRORS=OFF',
      ...compiler,
    ],
    jobs: options.jobs,
  });
  const sanitized = await prepareTree({
    name: 'sanitized',
    dir: join(src, 'build', 'sanitize'),
    configure: ['--preset', 'sanitize', '-DCHESS960_WARNINGS_AS_ERRORS=OFF'],
    cwd: src,
    env: SANITIZER_ENV,
    jobs: options.jobs,
  });
  console.log(`== ${mutants.length} mutants of ${options.files.join(', ')}`);

  let current = null; // the copied file and its text while a mutant is in it
  const restore = () => {
    if (current) writeFileSync(current.path, current.text);
    current = null;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      if (running) killGroup(running);
      restore();
      console.error(`\ninterrupted: ${relative(repo, src)} restored`);
      process.exit(130);
    });

  // The Release suite first; a survivor then meets the sanitized suite as well.
  const tryMutant = async () => {
    const built = await run('cmake', buildArgs(release, 1));
    if (built.status !== 0) return { compiled: false, killedBy: null, why: /error: (.*)/.exec(built.output)?.[1] };
    const { killedBy } = await runSuite(release);
    if (killedBy) return { compiled: true, killedBy };
    if ((await run('cmake', buildArgs(sanitized, 1))).status !== 0)
      return { compiled: true, killedBy: 'the sanitized build (clang refused it)' };
    const late = await runSuite(sanitized);
    return { compiled: true, killedBy: late.killedBy && `${late.killedBy} (sanitized build)` };
  };
  const results = [];
  const started = Date.now();
  const minutes = () => ((Date.now() - started) / 60000).toFixed(1);
  try {
    for (const [i, m] of mutants.entries()) {
      const path = join(src, 'cpp', 'src', m.file);
      const text = readFileSync(path, 'utf8');
      current = { path, text };
      writeFileSync(path, mutate(text, m));
      const outcome = await tryMutant();
      restore();
      results.push({ ...m, ...outcome });
      const verdict = !outcome.compiled
        ? `not compiled (${outcome.why ?? 'the build failed'})`
        : outcome.killedBy
          ? `killed by ${outcome.killedBy}`
          : 'SURVIVED';
      console.log(`[${i + 1}/${mutants.length} ${minutes()} min] ${where(m)} ${change(m)}: ${verdict}`);
    }
  } finally {
    restore();
  }
  console.log(`== ${minutes()} min in all`);
  return report(results, options);
}

function report(results, options) {
  const listed = JSON.parse(readFileSync(join(here, 'equivalent.json'), 'utf8'));
  const same = (entry, m) => entry.file === m.file && entry.original === m.original && entry.mutated === m.mutated;
  const compiled = results.filter((r) => r.compiled);
  const killed = compiled.filter((r) => r.killedBy);
  const survivors = compiled.filter((r) => !r.killedBy);
  const lines = [
    `mutation probe of ${options.files.length} rule files (cpp/src: ${options.files.join(', ')})`,
    `${results.length} mutants: ${compiled.length} compiled, ${results.length - compiled.length} refused by the compiler`,
    `score: ${killed.length} killed of ${compiled.length} compiled (${((100 * killed.length) / compiled.length).toFixed(1)}%)`,
    `${survivors.length} survivors:`,
  ];
  let unexplained = 0;
  for (const s of survivors) {
    const entry = listed.find((e) => same(e, s));
    if (!entry) unexplained++;
    lines.push(`  ${where(s)} ${change(s)}: ${s.mutated}`);
    lines.push(entry ? `    equivalent: ${entry.why}` : '    NOT KNOWN EQUIVALENT: a rule change no test notices');
  }
  // A listed equivalent that was killed, or that matches no mutant of the files probed, is stale.
  const probed = new Set(options.files);
  const stale = listed.filter((e) => probed.has(e.file) && !survivors.some((s) => same(e, s)));
  for (const e of stale)
    lines.push(`stale entry in equivalent.json (killed, or no such mutant): ${e.file}: ${e.mutated}`);
  const text = `${lines.join('\n')}\n`;
  writeFileSync(join(options.buildDir, 'report.txt'), text);
  console.log(`\n${text}written to ${join(options.buildDir, 'report.txt')}`);
  return unexplained > 0 || stale.length > 0 ? 1 : 0;
}

if (basename(process.argv[1] ?? '') === basename(fileURLToPath(import.meta.url)))
  main().then(
    (status) => process.exit(status),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
