/**
 * npm run contract:verify -- --url <endpoint> --login <email:password> [options]
 *
 * The conformance suite of schema.graphql's conventions against any server that claims to
 * implement it (see options.ts for the options, README "Checking a server against the contract").
 */
import { parseOptions, USAGE } from './options';
import { verify } from './verify';
import { CannotRun } from './verdict';

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CannotRun)) throw error;
    console.error(error.message);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  // The first Ctrl-C stops the suite and removes the rows it created; a second one quits at once.
  const interrupt = new AbortController();
  process.once('SIGINT', () => {
    console.error('\nStopping: removing the rows the suite created (Ctrl-C again to quit at once)…');
    interrupt.abort();
    process.once('SIGINT', () => process.exit(130));
  });
  const { exitCode } = await verify(options, {
    out: (text) => process.stdout.write(text),
    progress: process.stderr,
    width: process.stdout.columns ?? 200,
    signal: interrupt.signal,
  });
  return exitCode;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 2;
  },
);
