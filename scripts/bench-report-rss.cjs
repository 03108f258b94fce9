// CommonJS on purpose: plain `node --require` preloads it into the build, where no TypeScript loader runs.
// Preloaded into the build by `npm run bench` when GNU time is not installed:
// reports the process's peak resident memory (KiB; worker threads included) on exit.
process.on('exit', () => {
  process.stderr.write(`\nBENCH_RSS ${process.resourceUsage().maxRSS}\n`);
});
