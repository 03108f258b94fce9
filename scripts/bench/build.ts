/** The timed build of npm run bench: wall time, peak memory and page count. */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const GNU_TIME = '/usr/bin/time';

/**
 * Wall time and peak memory of a build from a cleared cache: measured by GNU
 * time when the machine has it, otherwise by the clock and a preloaded module
 * that reports the build process's peak RSS (scripts/bench-report-rss.cjs).
 */
export interface BuildResult {
  wallSeconds: number;
  peakMemoryMiB: number;
  htmlFiles: number;
  measuredWith: string;
}

export function buildWithTime(withoutFaster: boolean): Promise<BuildResult> {
  const env = {...process.env, UTCP_FASTER: withoutFaster ? '0' : '1'};
  execFileSync('npx', ['docusaurus', 'clear'], {cwd: ROOT, stdio: 'ignore'});
  const useGnuTime = existsSync(GNU_TIME) && !process.env.BENCH_NO_GNU_TIME;
  const docusaurusCli = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const [command, commandArgs]: [string, string[]] = useGnuTime
    ? [GNU_TIME, ['-f', 'BENCH %e %M', 'npx', 'docusaurus', 'build']]
    : [process.execPath, ['--require', path.join(ROOT, 'scripts', 'bench-report-rss.cjs'), docusaurusCli, 'build']];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {cwd: ROOT, env});
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      const wallSeconds = (Date.now() - started) / 1000;
      const match = useGnuTime ? /BENCH ([\d.]+) (\d+)/.exec(stderr) : /BENCH_RSS (\d+)/.exec(stderr);
      if (code !== 0 || !match) {
        reject(new Error(`build failed (${code}):\n${stderr.slice(-3000)}`));
        return;
      }
      const peakKiB = Number(useGnuTime ? match[2] : match[1]);
      const pages = Number(
        execFileSync('bash', ['-c', 'find build -name "*.html" | wc -l'], {cwd: ROOT}).toString().trim(),
      );
      resolve({
        wallSeconds: useGnuTime ? Number(match[1]) : wallSeconds,
        peakMemoryMiB: Math.round(peakKiB / 1024),
        htmlFiles: pages,
        measuredWith: useGnuTime ? 'GNU time' : 'clock and process.resourceUsage',
      });
    });
  });
}
