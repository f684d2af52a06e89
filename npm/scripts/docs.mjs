// The API reference, generated from the TypeScript sources' declarations and doc comments by
// TypeDoc into npm/docs/ (HTML; not committed: the package build rebuilds it from the sources, and
// the tarball ships it). Fails when an export has no documentation, so that the reference and the
// editor tooltips stay complete.
// Usage: npm run docs  (or node scripts/docs.mjs [--check]: validate only, write nothing)
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application } from 'typedoc';

const npmDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const checkOnly = process.argv.includes('--check');

const app = await Application.bootstrap({
  // The package, its chess.js-compatible entry (chess960/chess.js) and its table of start
  // evaluations (chess960/evaluations).
  entryPoints: [
    join(npmDir, 'src', 'index.ts'),
    join(npmDir, 'src', 'chess-js', 'index.ts'),
    join(npmDir, 'src', 'evaluations.ts'),
  ],
  tsconfig: join(npmDir, 'tsconfig.json'),
  readme: 'none',
  name: 'chess960',
  excludeInternal: true,
  // No links to source files: the package names no repository (and a clone's remote is no URL).
  disableSources: true,
  excludePrivate: true,
  // Every export must be documented: classes, functions, constants, types and interfaces (their
  // members are documented too today, but a missing member comment is not an error).
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  requiredToBeDocumented: ['Class', 'Function', 'Variable', 'TypeAlias', 'Interface', 'Enum'],
  treatWarningsAsErrors: true,
  logLevel: 'Warn',
});
const project = await app.convert();
if (!project) throw new Error('TypeDoc could not read the sources');
app.validate(project);
if (app.logger.hasErrors() || app.logger.hasWarnings()) {
  console.error('API reference: undocumented or broken exports (see above)');
  process.exit(1);
}
if (!checkOnly) await app.generateDocs(project, join(npmDir, 'docs'));
console.log(`API reference: every export documented${checkOnly ? '' : `; written to ${join(npmDir, 'docs')}`}`);
