// chess960 draw --seed TEXT [--public TEXT] --rounds N [--subset NAME] [--exclude 518,534]
// [--allow-repeats] [--double]: the native tool's draw command (cpp/cli/draw_command.cpp) over the
// package's drawStarts, with the same output, messages and exit codes.
import { InvalidDrawError, InvalidStartPositionError, load, type DrawOptions, type StartSubset } from '../index.js';
import { USAGE_ERROR, type Output } from './native-commands.js';

const USAGE =
  'usage: chess960 draw --seed TEXT [--public TEXT] --rounds N [--subset NAME] [--exclude 518,534] [--allow-repeats] [--double]';
const SUBSETS: readonly string[] = ['chess960', 'chess18', 'chess90', 'chess870'];
const VALUE_OPTIONS: readonly string[] = ['--seed', '--public', '--rounds', '--subset', '--exclude'];

function usage(output: Output, message: string): number {
  output.err(`chess960: ${message} (${USAGE})\n`);
  return USAGE_ERROR;
}

// std::from_chars for an int: an optional minus, digits only, within 32 bits.
function parseInt32(text: string): number | null {
  if (!/^-?[0-9]+$/.test(text)) return null;
  const value = Number(text);
  return value >= -(2 ** 31) && value < 2 ** 31 ? value : null;
}

// "518,534" -> [518, 534]; null for anything else (an empty item, a sign, a space).
function parseNumbers(text: string): number[] | null {
  const numbers: number[] = [];
  for (const item of text.split(',')) {
    const number = item.startsWith('-') ? null : parseInt32(item);
    if (number === null) return null;
    numbers.push(number);
  }
  return numbers;
}

export async function runDrawCommand(args: string[], output: Output): Promise<number> {
  const options: Partial<DrawOptions> & { exclude: number[] } = { exclude: [] };
  const given = new Set<string>();
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    const takesValue = VALUE_OPTIONS.includes(arg);
    if (takesValue && i + 1 >= args.length) return usage(output, `${arg} needs a value`);
    if (takesValue) {
      if (given.has(arg)) return usage(output, `draw: ${arg} given twice`);
      given.add(arg);
    }
    if (arg === '--seed') options.seed = args[++i];
    else if (arg === '--public') options.public = args[++i];
    else if (arg === '--rounds') {
      const rounds = parseInt32(args[++i]);
      if (rounds === null) return usage(output, '--rounds needs a number from 1 to 1000');
      options.rounds = rounds;
    } else if (arg === '--subset') {
      const name = args[++i];
      if (!SUBSETS.includes(name)) return usage(output, '--subset takes chess960, chess18, chess90 or chess870');
      options.subset = name as StartSubset;
    } else if (arg === '--exclude') {
      const numbers = parseNumbers(args[++i]);
      if (numbers === null) return usage(output, '--exclude takes start numbers separated by commas, such as 518,534');
      options.exclude = numbers;
    } else if (arg === '--allow-repeats') options.unique = false;
    else if (arg === '--double') options.double = true;
    else return usage(output, `draw: unexpected argument '${arg}'`);
  }
  if (options.seed === undefined) return usage(output, 'draw needs --seed TEXT');
  if (options.rounds === undefined) return usage(output, 'draw needs --rounds N');
  let text: string;
  try {
    const draw = (await load()).drawStarts(options as DrawOptions);
    text = `commitment ${draw.commitment}\n`;
    for (const start of draw.starts)
      text += `round ${start.round} ${start.number} ${start.blackNumber === undefined ? '' : `${start.blackNumber} `}${start.fen}\n`;
  } catch (error) {
    // Options that give no draw, an excluded number that is no start: as natively, bad arguments.
    if (!(error instanceof InvalidDrawError || error instanceof InvalidStartPositionError)) throw error;
    return usage(output, error.message);
  }
  output.out(text);
  return 0;
}
