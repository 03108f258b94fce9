/** Runs a script's main, sets the exit code it returns, and reports a thrown error as `<name> failed: …` with code 1. */
export function runScript(name: string, main: () => number | Promise<number>): void {
  const fail = (error: unknown) => {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  };
  try {
    void Promise.resolve(main()).then((code) => {
      process.exitCode = code;
    }, fail);
  } catch (error) {
    fail(error);
  }
}
