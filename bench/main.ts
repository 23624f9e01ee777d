/**
 * Runs a bench script's `main` and exits with its code (0 when it returns none), or prints the
 * error and exits with 1: the stack the script started (Chromium, servers) never keeps it alive.
 *
 * @example runMain(main);
 */
export function runMain(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exit(1);
    },
  );
}
