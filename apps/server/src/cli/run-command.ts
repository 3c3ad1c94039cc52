/**
 * Runs a command-line script's `main`: exits with its code, or with 1 after saying in Spanish
 * what failed. An error the script already explains in full (`isExplained`) is printed alone.
 */
export function runCommand(
  main: () => Promise<number>,
  failure: string,
  isExplained: (error: unknown) => error is Error = (_error): _error is Error => false,
): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      if (isExplained(error)) console.error(error.message);
      else console.error(`${failure}:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
