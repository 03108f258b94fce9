/**
 * The command line every page generator shares: write the files, or with `--check` compare the
 * committed files with the generator's output and exit 1 naming each difference.
 */
import {parseOptions} from './options';

export interface GeneratorCli {
  /** One difference per line; empty when the committed files are the generator's output. */
  findDrift: () => string[];
  /** Writes the files; returns the line to print. */
  write: () => string;
  /** The first line printed above the differences. */
  driftHeading: string;
  upToDate: string;
}

/** Runs a generator with the process arguments; sets the exit code to 1 on drift. */
export function runGenerator(generator: GeneratorCli, args: string[] = process.argv.slice(2)): void {
  const {values: options} = parseOptions({args, options: {check: {type: 'boolean', default: false}}});
  if (!options.check) {
    console.log(generator.write());
    return;
  }
  const problems = generator.findDrift();
  if (problems.length > 0) {
    console.error(`${generator.driftHeading}:\n${problems.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  console.log(generator.upToDate);
}
