/**
 * Webpack/Rspack loader used by ./index.ts: replaces `x.localeCompare(y)` in
 * the upstream modules it is applied to with a plain code-unit comparison, so
 * hydration does not pay for building an ICU collator (15 to 50 ms on a
 * desktop). The strings compared there are plugin paths and object keys,
 * ASCII, whose order is the same either way. `expected` is the number of
 * calls the pinned upstream file has; any other count fails the build, so an
 * upgrade that changes the file is looked at again.
 */
module.exports = function codeUnitCompareLoader(source) {
  const {expected} = this.getOptions();
  const pattern = /([\w$.[\]]+)\.localeCompare\(([^()]+)\)/g;
  const found = source.match(pattern)?.length ?? 0;
  if (found !== expected) {
    throw new Error(
      `${this.resourcePath}: expected ${expected} localeCompare call(s), found ${found}; review src/plugins/icuFreeStartup`,
    );
  }
  return source.replace(pattern, '(($1) < ($2) ? -1 : ($1) > ($2) ? 1 : 0)');
};
