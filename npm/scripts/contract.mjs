// Writes npm/src/generated/contract.ts from the C++ side of the wasm boundary: the engine's own
// facts that bindings/boundary.h lists by `using chess960::NAME;` (each read from the engine header
// that declares it: a constant, an enumerator, or a whole enum, which becomes a const enum), the
// boundary's own `inline constexpr` names of boundary.h, the error list of
// cpp/include/chess960/error.h, the reasons a PGN game stops of cpp/include/chess960/pgn_visitor.h,
// and the PGN game layout of bindings/pgn_packed.h (as a const enum: the bundler inlines its
// numbers).
// The generated file is committed (editors, linters and type checks need it without a wasm build);
// build.mjs regenerates it on every build and tests/repo/contract.test.js fails when it is stale.
// Usage: node scripts/contract.mjs [--check]
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const npmDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(npmDir, '..');
export const BOUNDARY_HEADER = join(repo, 'bindings', 'boundary.h');
export const ENGINE_HEADERS = join(repo, 'cpp', 'include');
export const ERROR_HEADER = join(ENGINE_HEADERS, 'chess960', 'error.h');
export const PGN_PACKED_HEADER = join(repo, 'bindings', 'pgn_packed.h');
export const PGN_VISITOR_HEADER = join(ENGINE_HEADERS, 'chess960', 'pgn_visitor.h');
export const CONTRACT_FILE = join(npmDir, 'src', 'generated', 'contract.ts');

// `inline constexpr int NAME = EXPRESSION;` and `inline constexpr char NAME[] = "text";`, each
// with an optional `// comment` after it.
const INT_LINE = /^inline constexpr int ([A-Z][A-Z0-9_]*) = ([^;]+);(?:\s+\/\/ (.*))?$/;
const TEXT_LINE = /^inline constexpr char ([A-Z][A-Z0-9_]*)\[\] = ("(?:[^"\\']|\\n)*");(?:\s+\/\/ (.*))?$/;
// What an integer expression may hold once names are replaced: digits, operators, parentheses.
const ARITHMETIC = /^[\d\s()<>|&+*-]+$/;

// The value of an integer expression whose names are those of `known` (C++ suffixes such as 1u
// allowed); throws what is wrong, for the caller to say where.
function evaluate(expression, known) {
  const replaced = expression.replace(/\b(\d+)[uUlL]*\b/g, '$1').replace(/\b[A-Z][A-Z0-9_]*\b/g, (ref) => {
    if (!known.has(ref)) throw new Error(`uses ${ref}, which is not defined above it`);
    return `(${known.get(ref)})`;
  });
  if (!ARITHMETIC.test(replaced)) throw new Error(`= ${expression} is not integer arithmetic`);
  const value = Function(`"use strict"; return (${replaced});`)();
  if (!Number.isInteger(value)) throw new Error('is not an integer');
  return value;
}

/** The constants of a header (`file` names it in errors), in header order: [name, value, comment]. */
export function readBoundary(text, file = 'bindings/boundary.h') {
  const constants = new Map();
  const entries = [];
  let comment = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    const where = `${file}:${index + 1}`;
    if (line.startsWith('// ')) {
      comment.push(line.slice(3));
      continue;
    }
    if (line.startsWith('inline constexpr')) {
      const int = INT_LINE.exec(line);
      const text = TEXT_LINE.exec(line);
      if (!int && !text) throw new Error(`${where}: not a line the contract script can read: ${line}`);
      const name = (int ?? text)[1];
      if (constants.has(name)) throw new Error(`${where}: ${name} is defined twice`);
      let value;
      if (text) value = JSON.parse(text[2]);
      else {
        try {
          value = evaluate(int[2], constants);
        } catch (error) {
          throw new Error(`${where}: ${name} ${error.message}`, { cause: error });
        }
      }
      constants.set(name, value);
      const trailing = (int ?? text)[3];
      entries.push([name, value, commentText(comment, trailing)]);
    }
    comment = [];
  }
  return entries;
}

// A doc comment from the comment lines above a declaration and the one after it (section rules
// such as `// ---- squares ----` left out).
const commentText = (lines, trailing) =>
  [...lines.filter((c) => !c.startsWith('----')), ...(trailing ? [trailing] : [])].join(' ');

// The declarations of an engine header that the contract can copy, by name: integer and text
// constants (`constexpr TYPE NAME = ...;`, `constexpr char NAME[] = "...";`,
// `constexpr std::string_view NAME = "...";`), lists of texts on one line
// (`constexpr std::string_view NAME[] = {"...", "..."};`), enums (`enum [class] Name [: type]
// { A [= n], B };`, on one line or several), and the enumerators of unscoped enums. `known` carries the integer
// constants of the headers read before, for expressions that use them.
function readHeaderDeclarations(text, file, known) {
  const declarations = [];
  const lines = text.split('\n');
  let comment = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim();
    const where = `${file}:${index + 1}`;
    if (line.startsWith('//')) {
      if (line.startsWith('// ') && !line.startsWith('// clang-format')) comment.push(line.slice(3));
      continue;
    }
    const text =
      /^(?:inline )?constexpr (?:char ([A-Z][A-Z0-9_]*)\[\]|std::string_view ([A-Z][A-Z0-9_]*)) = ("(?:[^"\\]|\\.)*");(?:\s+\/\/ (.*))?$/.exec(
        line,
      );
    const texts =
      /^(?:inline )?constexpr std::string_view ([A-Z][A-Z0-9_]*)\[\] = \{((?:"(?:[^"\\]|\\.)*",? ?)+)\};(?:\s+\/\/ (.*))?$/.exec(
        line,
      );
    const int = /^(?:inline )?constexpr [\w:]+ ([A-Z][A-Z0-9_]*) = ([^;"]+);(?:\s+\/\/ (.*))?$/.exec(line);
    const enumHead = /^enum (class )?(\w+)(?: : [\w:]+)? \{(.*)$/.exec(line);
    if (texts) {
      const value = JSON.parse(`[${texts[2]}]`);
      declarations.push({ name: texts[1], value, comment: commentText(comment, texts[3]), where });
    } else if (text) {
      declarations.push({
        name: text[1] ?? text[2],
        value: JSON.parse(text[3]),
        comment: commentText(comment, text[4]),
        where,
      });
    } else if (int) {
      try {
        const value = evaluate(int[2], known);
        known.set(int[1], value);
        declarations.push({ name: int[1], value, comment: commentText(comment, int[3]), where });
      } catch (error) {
        declarations.push({ name: int[1], error: `${where}: ${int[1]} ${error.message}`, where });
      }
    } else if (enumHead) {
      // The body up to the closing brace, each enumerator with the comment after it. An enum the
      // script cannot read (one built by a macro, say) is an error only if the contract asks for it.
      let body = enumHead[3];
      while (!body.includes('}') && index + 1 < lines.length) body += `\n${lines[++index]}`;
      try {
        const members = readEnumerators(body.slice(0, body.indexOf('}')), known);
        declarations.push({ name: enumHead[2], members, comment: commentText(comment), where });
        // An unscoped enum's enumerators are names of the namespace too.
        if (!enumHead[1])
          for (const [name, value, note] of members) {
            known.set(name, value);
            declarations.push({ name, value, comment: note, where });
          }
      } catch (error) {
        declarations.push({ name: enumHead[2], error: `${where}: enum ${enumHead[2]}: ${error.message}`, where });
      }
    }
    comment = [];
  }
  return declarations;
}

// An enum's body (between the braces) as [name, value, comment after it]; values may use the
// enumerators before them and `known` constants.
function readEnumerators(body, known) {
  const members = [];
  let next = 0;
  for (const part of body.split('\n')) {
    const [code, note] = part.split('//');
    for (const item of code.split(',').map((s) => s.trim())) {
      if (item === '') continue;
      const member = /^([A-Za-z_]\w*)(?:\s*=\s*(.+))?$/.exec(item);
      if (!member) throw new Error(`cannot read ${item}`);
      const scope = new Map([...known, ...members.map(([name, value]) => [name, value])]);
      const value = member[2] === undefined ? next : evaluate(member[2], scope);
      members.push([member[1], value, note?.trim() ?? '']);
      next = value + 1;
    }
  }
  return members;
}

/**
 * The engine's own facts that a boundary header lists by `using chess960::NAME;`, in its order,
 * each read from the engine header (of those it includes) that declares it:
 * { name, value, comment } for a constant or an enumerator, { name, members, comment } for an enum
 * (members: [name, value, comment]). `readHeader` reads an include path such as "chess960/types.h".
 */
export function readEngineFacts(
  boundaryText,
  readHeader = (include) => readFileSync(join(ENGINE_HEADERS, include), 'utf8'),
  file = 'bindings/boundary.h',
) {
  const byName = new Map();
  const known = new Map();
  for (const [, include] of boundaryText.matchAll(/^#include "(chess960\/[\w.]+)"$/gm))
    for (const declaration of readHeaderDeclarations(readHeader(include), include, known)) {
      const found = byName.get(declaration.name) ?? [];
      byName.set(declaration.name, [...found, declaration]);
    }
  const facts = [];
  for (const [index, raw] of boundaryText.split('\n').entries()) {
    const using = /^using chess960::(\w+);/.exec(raw.trim());
    if (!using) continue;
    const where = `${file}:${index + 1}`;
    const found = byName.get(using[1]) ?? [];
    if (found.length === 0)
      throw new Error(
        `${where}: ${using[1]} is not declared in a way the contract script reads in the headers included`,
      );
    if (found.length > 1)
      throw new Error(`${where}: ${using[1]} is declared twice (${found.map((d) => d.where).join(', ')})`);
    if (found[0].error) throw new Error(found[0].error);
    facts.push(found[0]);
  }
  return facts;
}

/** The entries of an X-macro list (`macro`, in `file`), in order: [name, meaning]. */
export function readXList(text, macro = 'CHESS960_ERROR_CODES', file = 'error.h') {
  const start = text.indexOf(`#define ${macro}(X)`);
  if (start < 0) throw new Error(`${file}: ${macro} not found`);
  const codes = [];
  for (const line of text.slice(start).split('\n').slice(1)) {
    const code = /^\s*X\(([A-Z][A-Z0-9_]*), ("[^"\\]*")\)/.exec(line);
    if (code) codes.push([code[1], JSON.parse(code[2])]);
    if (!line.trimEnd().endsWith('\\')) break;
  }
  if (codes.length === 0) throw new Error(`${file}: ${macro} lists nothing`);
  return codes;
}

/** The error codes of CHESS960_ERROR_CODES, in order: [name, meaning]. */
export const readErrorCodes = (text) => readXList(text);

/** Why a PGN game stops, CHESS960_PGN_ERROR_REASONS, in order: [name, meaning]. */
export const readPgnErrorReasons = (text) => readXList(text, 'CHESS960_PGN_ERROR_REASONS', 'pgn_visitor.h');

/** A value as TypeScript writes it: a number, text in single quotes, or a list of texts (read-only). */
export const literal = (value) =>
  Array.isArray(value)
    ? `[${value.map(literal).join(', ')}] as const`
    : typeof value === 'number'
      ? String(value)
      : `'${value.replace(/[\\'\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))}'`;

/** The text of contract.ts. */
export function contractSource(
  boundaryText = readFileSync(BOUNDARY_HEADER, 'utf8'),
  errorText = readFileSync(ERROR_HEADER, 'utf8'),
  pgnPackedText = readFileSync(PGN_PACKED_HEADER, 'utf8'),
  readHeader = undefined,
  pgnVisitorText = readFileSync(PGN_VISITOR_HEADER, 'utf8'),
) {
  const out = [
    '// Generated by npm/scripts/contract.mjs from bindings/boundary.h (and the engine headers it names),',
    '// cpp/include/chess960/error.h, cpp/include/chess960/pgn_visitor.h and bindings/pgn_packed.h.',
    '// Do not edit: change the C++ header and run `node npm/scripts/contract.mjs` (the build does too).',
    '',
  ];
  const doc = (comment, indent = '') => (comment ? [`${indent}/** ${comment.replaceAll('*/', '* /')} */`] : []);
  out.push("// ---- the engine's own facts (bindings/boundary.h lists them; each from its own header) ----");
  for (const { name, value, members, comment } of readEngineFacts(boundaryText, readHeader)) {
    out.push(...doc(comment));
    if (members) {
      out.push(`export const enum ${name} {`);
      for (const [member, number, note] of members) out.push(...doc(note, '  '), `  ${member} = ${number},`);
      out.push('}');
    } else out.push(`export const ${name} = ${literal(value)};`);
  }
  out.push('', "// ---- the boundary's own (bindings/boundary.h) ----");
  for (const [name, value, comment] of readBoundary(boundaryText))
    out.push(...doc(comment), `export const ${name} = ${literal(value)};`);
  const codes = readErrorCodes(errorText);
  out.push('', "/** The engine's error codes, as names; match on them, not on message text. */");
  out.push('export type ErrorCode =');
  for (const [index, [name, meaning]] of codes.entries())
    out.push(`  /** ${meaning} */`, `  | '${name}'${index === codes.length - 1 ? ';' : ''}`);
  out.push('', '/** The error codes in the order of their numbers (cpp/include/chess960/error.h). */');
  out.push(`export const ERROR_CODES: readonly ErrorCode[] = [${codes.map(([name]) => `'${name}'`).join(', ')}];`, '');
  const reasons = readPgnErrorReasons(pgnVisitorText);
  out.push("/** Why a PGN game could not be read to its end: the engine's reasons, as names. */");
  out.push('export type PgnErrorReason =');
  for (const [index, [name, meaning]] of reasons.entries())
    out.push(`  /** ${meaning} */`, `  | '${name}'${index === reasons.length - 1 ? ';' : ''}`);
  out.push('', '/** The reasons in the order of their numbers (cpp/include/chess960/pgn_visitor.h). */');
  out.push(
    `export const PGN_ERROR_REASONS: readonly PgnErrorReason[] = [${reasons.map(([name]) => `'${name}'`).join(', ')}];`,
    '',
  );
  out.push(
    '/** How a PGN game crosses the boundary (bindings/pgn_packed.h): word indexes, sizes, flags, note kinds. */',
  );
  out.push(
    '/* eslint-disable @typescript-eslint/no-duplicate-enum-values -- several records each count their words from 0 */',
  );
  out.push('export const enum PgnPacked {');
  for (const [name, value, comment] of readBoundary(pgnPackedText, 'bindings/pgn_packed.h'))
    out.push(...doc(comment, '  '), `  ${name} = ${value},`);
  out.push('}', '');
  return out.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = contractSource();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(CONTRACT_FILE, 'utf8');
    } catch {
      // No file yet: stale, like a different one.
    }
    if (current !== source) {
      console.error(`${CONTRACT_FILE} is stale: run node npm/scripts/contract.mjs`);
      process.exit(1);
    }
  } else {
    mkdirSync(dirname(CONTRACT_FILE), { recursive: true });
    writeFileSync(CONTRACT_FILE, source);
  }
}
