/**
 * Command-line options of the scripts, read with node:util parseArgs (strict:
 * an unknown option or a missing value is an error). Its errors are turned
 * into one short sentence that names the option, for the scripts' messages.
 */
import {parseArgs, type ParseArgsConfig} from 'node:util';

export class OptionsError extends Error {}

function describe(error: unknown): string {
  const code = (error as {code?: string}).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[\w-]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} needs a value`;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown argument ${option}`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${/'([^']*)'/.exec(message)?.[1]}`;
  return message;
}

/** parseArgs with strict checking; its errors become OptionsError with a short message. */
export function parseOptions<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs<T>({strict: true, ...config});
  } catch (error) {
    throw new OptionsError(describe(error));
  }
}

/**
 * `--help` or `-h` on the command line of the script whose module is `entry`: prints its usage and
 * exits 0 before the script does anything. Call it at the top of each entry point.
 */
export function exitOnHelp(usage: string, entry: NodeModule, argv: readonly string[] = process.argv.slice(2)): void {
  if (require.main !== entry) return;
  if (!argv.includes('--help') && !argv.includes('-h')) return;
  console.log(usage.trim());
  process.exit(0);
}

/**
 * Runs the `main` of the script whose module is `entry` (when it is the entry point): an
 * OptionsError prints its message and the usage and sets exit code 2; other errors are thrown.
 */
export function runMain(main: () => void, usage: string, entry: NodeModule): void {
  if (require.main !== entry) return;
  try {
    main();
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
  }
}
