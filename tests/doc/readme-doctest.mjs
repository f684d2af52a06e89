// Runs the README examples and checks the values their comments state.
//
//   node tests/doc/readme-doctest.mjs js [README]         every ```js / ```ts block of npm/README.md
//   node tests/doc/readme-doctest.mjs cpp <build dir>     the C++ example of the root README, compiled
//                                                         against the native library and run
//
// The comment convention (also in npm/README.md, "About the examples"):
//   expr;   // <JS literal>            the line's value deep-equals the literal ('Nf3', [2, 3], { a: 1 }, true);
//                                      a literal may be followed by ": prose" or " (prose)";
//                                      a comment alone on the next line states the value of the line above
//   expr;   // e.g. ...                illustrative, not compared
//   expr;   // throws Class: message   the line throws an error of that class whose message contains the text
//   expr;   // throws Class            the line throws an error of that class
//   // prose                           anything starting with a word that is not a literal
// A comment that starts like a literal but is not one fails the check. Blocks fenced ```js no-run
// (a reason may follow: ```js no-run needs a browser) are skipped and listed. Declarations of a block
// fenced ```js context are visible in every later block; every other block runs on its own.
import { execFileSync } from 'node:child_process';
import { isDeepStrictEqual, inspect } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import vm from 'node:vm';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The fenced blocks of a Markdown text: { info: ['js', 'no-run', ...], code, line } (line: first code line, 1-based). */
export function fencedBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(.*)$/.exec(lines[i]);
    if (!open) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end])) end++;
    blocks.push({
      info: open[2].trim().split(/\s+/).filter(Boolean),
      code: lines.slice(start, end).join('\n'),
      line: start + 1,
    });
    i = end;
  }
  return blocks;
}

const LITERAL_WORDS = new Set(['true', 'false', 'null', 'undefined', 'NaN', 'Infinity']);

// A JS literal's value, or a failure: evaluated in an empty context, so names cannot resolve.
// One context for all (making one per comment is slow enough on a busy machine to hit the timeout).
const EMPTY_CONTEXT = vm.createContext(Object.create(null));
function literal(text) {
  try {
    return { ok: true, value: vm.runInContext(`(${text})`, EMPTY_CONTEXT, { timeout: 1000 }) };
  } catch {
    return { ok: false };
  }
}

/**
 * What a comment says: { kind: 'value', value, text } | { kind: 'example' } | { kind: 'throws', name, message }
 * | { kind: 'prose' } | { kind: 'unclassified', reason }.
 */
export function classifyComment(raw) {
  const text = raw.trim();
  if (/^e\.g\.(\s|$)/.test(text)) return { kind: 'example' };
  const throws = /^throws(?:\s+([A-Za-z_$][\w$]*))?(?::\s*(.*))?$/s.exec(text);
  if (/^throws\b/.test(text)) {
    if (!throws || !throws[1])
      return {
        kind: 'unclassified',
        reason: 'a throws comment names the error class: "throws IllegalMoveError: message"',
      };
    let message = throws[2]?.trim();
    if (message && /^(['"]).*\1$/s.test(message)) message = message.slice(1, -1);
    return { kind: 'throws', name: throws[1], message: message || undefined };
  }
  const first = /^[A-Za-z_$][\w$]*/.exec(text)?.[0];
  if (first !== undefined && !LITERAL_WORDS.has(first)) return { kind: 'prose' };
  if (text === '') return { kind: 'prose' };
  // A literal, alone or followed by ": prose", " (prose)" or "; prose".
  const whole = literal(text);
  if (whole.ok) return { kind: 'value', value: whole.value, text };
  for (let i = text.length - 1; i > 0; i--) {
    if (!(text[i] === ':' || text[i] === ';' || (text[i] === '(' && text[i - 1] === ' '))) continue;
    const prefix = text.slice(0, i).trim();
    const parsed = literal(prefix);
    if (parsed.ok) return { kind: 'value', value: parsed.value, text: prefix };
  }
  return {
    kind: 'unclassified',
    reason: `"${text.slice(0, 60)}" starts like a value but is not a JS literal (write e.g. before illustrative values)`,
  };
}

// Splits code into statements of whole lines: a statement ends on a line where brackets balance
// and the line (without its comment) ends with ';', '}' or ',' is not pending. Strings and
// template literals are skipped. Each: { code, comment, line (1-based, last line), first }.
function splitLine(line) {
  // The code of a line and its trailing // comment (outside strings).
  let quote = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '/' && line[i + 1] === '/') return { code: line.slice(0, i), comment: line.slice(i + 2) };
    else if (c === '/' && line[i + 1] === '*') {
      const close = line.indexOf('*/', i + 2);
      if (close > 0) i = close + 1;
    }
  }
  return { code: line, comment: null };
}

function depthChange(code) {
  let depth = 0;
  let quote = null;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
  }
  return depth;
}

/**
 * @typedef {{ code: string, comment: string | null, line: number, first: number, commentOnly?: boolean }} Statement
 * @param {string} code
 * @returns {Statement[]}
 */
export function statements(code, firstLine = 1) {
  /** @type {Statement[]} */
  const out = [];
  /** @type {{ lines: string[], first: number, comment?: string } | null} */
  let current = null;
  let depth = 0;
  const lines = code.split('\n');
  lines.forEach((text, index) => {
    const { code: part, comment } = splitLine(text);
    const line = firstLine + index;
    if (current === null && part.trim() === '') {
      if (comment !== null) out.push({ code: '', comment, line, first: line, commentOnly: true });
      return;
    }
    if (current === null) current = { lines: [], first: line };
    current.lines.push(part);
    depth += depthChange(part);
    if (comment !== null) current.comment = comment;
    const ends = depth <= 0 && !/[,([{=+\-*/?:.|&]\s*$/.test(part.trimEnd()) && !/^\s*\./.test(lines[index + 1] ?? '');
    if (ends) {
      out.push({ code: current.lines.join('\n'), comment: current.comment ?? null, line, first: current.first });
      current = null;
      depth = 0;
    }
  });
  if (current)
    out.push({
      code: current.lines.join('\n'),
      comment: current.comment ?? null,
      line: firstLine + lines.length - 1,
      first: current.first,
    });
  return out;
}

// Names a top-level declaration introduces.
function declaredNames(code) {
  const names = [];
  const simple = /^\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)/.exec(code);
  if (simple) names.push(simple[1]);
  const destructured = /^\s*(?:const|let|var)\s*[{[]([^=]*)[}\]]\s*=/.exec(code);
  if (destructured)
    for (const part of destructured[1].split(',')) {
      const name = part.split(':').pop().split('=')[0].trim();
      if (/^[A-Za-z_$][\w$]*$/.test(name)) names.push(name);
    }
  const fn = /^\s*(?:async\s+)?(?:function\*?|class)\s+([A-Za-z_$][\w$]*)/.exec(code);
  if (fn) names.push(fn[1]);
  return names;
}

// `import { a, b as c } from 'x'` -> `const { a, b: c } = await __import('x')`.
function rewriteImport(code) {
  const m = /^\s*import\s+(.+?)\s+from\s+(['"][^'"]+['"])\s*;?\s*$/s.exec(code);
  if (!m) return null;
  let clause = m[1].trim();
  const parts = [];
  const star = /^\*\s+as\s+([\w$]+)$/.exec(clause);
  if (star) return { code: `const ${star[1]} = await __import(${m[2]});`, names: [star[1]] };
  const names = [];
  const def = /^([\w$]+)\s*(?:,\s*)?/.exec(clause);
  if (def && !clause.startsWith('{')) {
    parts.push(`default: ${def[1]}`);
    names.push(def[1]);
    clause = clause.slice(def[0].length);
  }
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (named)
    for (const item of named[1].split(',')) {
      const t = item.trim().replace(/^type\s+/, '');
      if (!t || /^type\s/.test(item.trim())) continue;
      const [from, as] = t.split(/\s+as\s+/);
      parts.push(as ? `${from}: ${as}` : from);
      names.push(as ?? from);
    }
  return { code: `const { ${parts.join(', ')} } = await __import(${m[2]});`, names };
}

/**
 * The checked program for a README's blocks: one async function per runnable block, run in order.
 * Returns { program, problems (classification failures), skipped }.
 */
export function buildProgram(markdown, source = 'README.md') {
  const problems = [];
  const skipped = [];
  const chunks = [];
  const contextNames = [];
  for (const block of fencedBlocks(markdown)) {
    const [language, ...flags] = block.info;
    if (!['js', 'ts', 'javascript', 'typescript', 'mjs'].includes(language)) continue;
    const where = `${source}:${block.line}`;
    if (flags[0] === 'no-run') {
      skipped.push({ where, reason: flags.slice(1).join(' ') || 'fenced no-run' });
      continue;
    }
    const isContext = flags.includes('context');
    const body = [];
    const declared = [];
    const list = statements(block.code, block.line);
    for (let s = 0; s < list.length; s++) {
      const st = list[s];
      if (st.commentOnly) continue; // handled with the statement above, or prose
      let comment = st.comment;
      let commentLine = st.line;
      // A comment alone on the next line states the value of a statement without its own comment.
      const next = list[s + 1];
      if (comment === null && next?.commentOnly && next.first === st.line + 1) {
        const c = classifyComment(next.comment);
        if (c.kind !== 'prose') {
          comment = next.comment;
          commentLine = next.line;
        }
      }
      const what = comment === null ? { kind: 'none' } : classifyComment(comment);
      if (what.kind === 'unclassified')
        problems.push(`${source}:${commentLine}: cannot classify the comment: ${what.reason}`);
      const imported = rewriteImport(st.code);
      let code = imported ? imported.code : st.code;
      const names = imported ? imported.names : declaredNames(st.code);
      declared.push(...names);
      const at = JSON.stringify(`${source}:${commentLine}`);
      const expression = code.trim().replace(/;\s*$/, '');
      if (what.kind === 'throws') {
        code = `await __throws(${at}, async () => { ${code} }, ${JSON.stringify(what.name)}, ${JSON.stringify(what.message ?? null)});`;
      } else if (what.kind === 'value') {
        const expected = JSON.stringify(what.text);
        if (names.length === 1 && !imported) code = `${code}\n__check(${at}, ${names[0]}, ${expected});`;
        else if (names.length > 0 || /^(if|for|while|try|switch|return|throw)\b/.test(expression))
          problems.push(`${source}:${commentLine}: a value comment on a statement that has no single value`);
        else code = `__check(${at}, (${expression}), ${expected});`;
      }
      body.push(code);
    }
    const inherited = contextNames.filter((n) => !declared.includes(n));
    const fn = [
      `// ${where}${isContext ? ' (context)' : ''}`,
      `await __block(${JSON.stringify(where)}, async () => {`,
      inherited.length ? `let { ${inherited.join(', ')} } = __context;` : '',
      ...body,
      isContext ? `Object.assign(__context, { ${declared.join(', ')} });` : '',
      '});',
    ].join('\n');
    chunks.push({ code: fn, typescript: language === 'ts' || language === 'typescript' });
    if (isContext) contextNames.push(...declared.filter((n) => !contextNames.includes(n)));
  }
  return { chunks, problems, skipped };
}

function describe(value) {
  return inspect(value, { depth: 6, breakLength: 120 });
}

/**
 * Runs a README's JS blocks against the package: `entries` maps 'chess960' to the module URL of
 * the build to test. Returns { checked, failures, skipped }.
 */
export async function runJs(markdown, { source = 'README.md', packageUrl, cjsPath, transformTs }) {
  const { chunks, problems, skipped } = buildProgram(markdown, source);
  const failures = [...problems];
  let checked = 0;
  const harness = {
    __import: (name) => import(name === 'chess960' ? packageUrl : name),
    __context: {},
    __check(where, actual, expectedText) {
      checked++;
      const expected = vm.runInNewContext(`(${expectedText})`, Object.create(null));
      // Objects are compared as data: a property that is undefined may be left out of the comment.
      const asData = (v) =>
        typeof v === 'object' && v !== null && !(v instanceof Map) ? JSON.parse(JSON.stringify(v)) : v;
      if (!isDeepStrictEqual(actual, expected) && !isDeepStrictEqual(asData(actual), asData(expected)))
        failures.push(`${where}: got ${describe(actual)}, the comment says ${expectedText}`);
    },
    async __throws(where, run, name, message) {
      checked++;
      try {
        await run();
      } catch (error) {
        const got = error?.name ?? error?.constructor?.name;
        if (got !== name) failures.push(`${where}: threw ${got}: ${error?.message}; the comment says ${name}`);
        else if (message !== null && !String(error.message).includes(message))
          failures.push(
            `${where}: threw ${name} with message ${JSON.stringify(error.message)}, which does not contain ${JSON.stringify(message)}`,
          );
        return;
      }
      failures.push(`${where}: did not throw; the comment says it throws ${name}`);
    },
    async __block(where, run) {
      try {
        await run();
      } catch (error) {
        failures.push(`${where}: the block threw ${error?.name}: ${error?.message}`);
      }
    },
    require: (name) => {
      if (name === 'chess960') return requireCjs(cjsPath);
      // The chess.js-compatible entry's CommonJS bundle sits beside the package's.
      if (name === 'chess960/chess.js') return requireCjs(join(dirname(cjsPath), 'chess-js.cjs'));
      throw new Error(`README blocks may require only chess960 and chess960/chess.js, not ${name}`);
    },
  };
  const names = Object.keys(harness);
  for (const chunk of chunks) {
    let code = chunk.code;
    if (chunk.typescript) code = await transformTs(code);
    const AsyncFunction = /** @type {FunctionConstructor} */ ((async () => {}).constructor);
    let fn;
    try {
      fn = new AsyncFunction(...names, code);
    } catch (error) {
      failures.push(`${chunk.code.split('\n')[0].slice(3)}: does not compile: ${error.message}`);
      continue;
    }
    await fn(...names.map((n) => harness[n]));
  }
  return { checked, failures, skipped };
}

function requireCjs(path) {
  return createRequire(import.meta.url)(path);
}

/** The C++ blocks of the root README that have main(), each with the output block after it. */
export function cppExamples(markdown) {
  const blocks = fencedBlocks(markdown);
  const examples = [];
  for (const [index, block] of blocks.entries()) {
    if (block.info[0] !== 'cpp' || !/\bint main\(/.test(block.code)) continue;
    const output = blocks[index + 1];
    if (!output || output.info[0] !== 'text')
      throw new Error(`README.md:${block.line}: a C++ example must be followed by a \`\`\`text block with its output`);
    examples.push({ code: block.code, expected: output.code, line: block.line });
  }
  if (examples.length === 0) throw new Error('README.md has no ```cpp block with int main()');
  return examples;
}

async function main() {
  const [mode, arg] = process.argv.slice(2);
  if (mode === 'js') {
    const readme = arg ?? join(REPO, 'npm', 'README.md');
    const { transform } = createRequire(join(REPO, 'npm', 'package.json'))('esbuild');
    const result = await runJs(readFileSync(readme, 'utf8'), {
      source: readme.replace(`${REPO}/`, ''),
      packageUrl: pathToFileURL(join(REPO, 'npm', 'dist', 'node.js')).href,
      cjsPath: join(REPO, 'npm', 'dist', 'index.cjs'),
      transformTs: async (code) => (await transform(code, { loader: 'ts' })).code,
    });
    for (const s of result.skipped) console.log(`skipped ${s.where}: ${s.reason}`);
    for (const f of result.failures) console.error(`FAIL ${f}`);
    console.log(
      `README doc-test: ${result.checked} values and throws checked, ${result.failures.length} failures, ${result.skipped.length} blocks skipped`,
    );
    process.exitCode = result.failures.length === 0 && result.checked > 0 ? 0 : 1;
  } else if (mode === 'cpp') {
    const build = resolve(arg ?? join(REPO, 'build', 'native'));
    const library = [join(build, 'libchess960_core.a'), join(build, 'libchess960.a')].find(existsSync);
    if (!library)
      throw new Error(
        `no libchess960_core.a in ${build}: build the native library first (${readdirSync(build).join(' ')})`,
      );
    for (const example of cppExamples(readFileSync(join(REPO, 'README.md'), 'utf8'))) {
      const work = mkdtempSync(join(tmpdir(), 'chess960-readme-'));
      try {
        writeFileSync(join(work, 'example.cpp'), example.code);
        const compiler = process.env.CXX || 'c++';
        execFileSync(
          compiler,
          [
            '-std=c++20',
            '-O1',
            '-I',
            join(REPO, 'cpp', 'include'),
            join(work, 'example.cpp'),
            library,
            '-o',
            join(work, 'example'),
          ],
          { stdio: 'inherit' },
        );
        const got = execFileSync(join(work, 'example'), { encoding: 'utf8' });
        const lines = (text) =>
          text
            .trimEnd()
            .split('\n')
            .map((line) => line.trimEnd())
            .join('\n');
        if (lines(got) !== lines(example.expected)) {
          console.error(
            `FAIL README.md:${example.line}: the C++ example printed\n${got}\nbut the README shows\n${example.expected}`,
          );
          process.exitCode = 1;
        } else console.log(`README C++ example (README.md:${example.line}): compiled, ran, output as shown`);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }
  } else {
    console.error('usage: readme-doctest.mjs js [README.md] | cpp [native build dir]');
    process.exitCode = 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
