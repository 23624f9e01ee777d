/**
 * `npx tsx bench/againstFloor.ts [--runs 5] [--rebuild]`: only `npm run bench`'s last table, the
 * side-by-side benchmark's figures for the admin and the floor (bench/floor) with their ratios,
 * on the test build (reused when fresh) and the floor (built each time, a second or two).
 */
import { parseArgs } from 'node:util';
import { startStack } from '../support';
import { compareWithFloor } from './appFigures';
import { runMain } from './main';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' }, rebuild: { type: 'boolean', default: false } } });

async function main(): Promise<void> {
  const stack = await startStack({ rebuild: args.rebuild });
  try {
    await compareWithFloor({ stack }, Math.max(1, Number(args.runs) || 5));
  } finally {
    await stack.stop();
  }
}

runMain(main);
