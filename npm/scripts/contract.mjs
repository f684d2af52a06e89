// The TypeScript side of the wasm boundary, npm/src/generated/ (contract.ts, module.ts), as
// bindings/contract_writer.cpp writes it: that native program is built here with CMake (target
// chess960_contract, in build/contract) and run. The files are committed (editors, linters and
// type checks need them without a build); build.mjs rewrites them on every build and
// tests/repo/contract.test.js fails when the committed ones are stale.
// Usage: node npm/scripts/contract.mjs [--check]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const build = join(repo, 'build', 'contract');
export const GENERATED_DIR = join(repo, 'npm', 'src', 'generated');

function run(command, args) {
  try {
    execFileSync(command, args, { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`, {
      cause: error,
    });
  }
}

/** The generated files as the C++ program writes them now, by name: { 'contract.ts': text, ... }. */
export function generatedFiles() {
  if (!existsSync(join(build, 'CMakeCache.txt')))
    run('cmake', [
      '-S',
      repo,
      '-B',
      build,
      '-DCMAKE_BUILD_TYPE=Release',
      '-DCHESS960_BUILD_TESTS=OFF',
      '-DCHESS960_BUILD_CLI=OFF',
    ]);
  run('cmake', ['--build', build, '--target', 'chess960_contract']);
  const out = mkdtempSync(join(tmpdir(), 'chess960-contract-'));
  try {
    run(join(build, 'chess960_contract'), [out]);
    return Object.fromEntries(
      readdirSync(out)
        .sort()
        .map((name) => [name, readFileSync(join(out, name), 'utf8')]),
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The committed generated files, by name. */
export function committedFiles() {
  return Object.fromEntries(
    readdirSync(GENERATED_DIR)
      .sort()
      .map((name) => [name, readFileSync(join(GENERATED_DIR, name), 'utf8')]),
  );
}

/** Writes the generated files that differ from the committed ones; returns their names. */
export function writeGeneratedFiles(files = generatedFiles()) {
  const committed = committedFiles();
  const changed = Object.keys(files).filter((name) => committed[name] !== files[name]);
  for (const name of changed) writeFileSync(join(GENERATED_DIR, name), files[name]);
  for (const name of Object.keys(committed)) if (!(name in files)) rmSync(join(GENERATED_DIR, name));
  return changed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = generatedFiles();
  if (process.argv.includes('--check')) {
    const committed = committedFiles();
    const stale = [...new Set([...Object.keys(files), ...Object.keys(committed)])].filter(
      (name) => files[name] !== committed[name],
    );
    if (stale.length > 0) {
      console.error(`npm/src/generated: ${stale.join(', ')} stale: run node npm/scripts/contract.mjs`);
      process.exit(1);
    }
  } else {
    for (const name of writeGeneratedFiles(files)) console.log(`npm/src/generated/${name}: written`);
  }
}
