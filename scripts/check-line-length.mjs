// Fails on any line over 160 characters in the repository's JS/TS files (Prettier wraps code at
// 120 but leaves long strings and comments whole). Generated files (.prettierignore) are skipped.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 160;
const files = execFileSync('git', ['ls-files', '-z', '--', '*.js', '*.mjs', '*.cjs', '*.ts', '*.mts', '*.cts'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && !file.startsWith('npm/src/generated/'));
let long = 0;
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const length = [...line].length; // characters, not UTF-16 units: the locales are Cyrillic and Armenian
      if (length > LIMIT) {
        console.error(`${file}:${index + 1}: ${length} characters (at most ${LIMIT})`);
        long++;
      }
    });
}
if (long > 0) process.exit(1);
console.log(`check-line-length: ${files.length} files, no line over ${LIMIT} characters`);
