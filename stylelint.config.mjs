// @ts-check
/**
 * Stylelint for the site's CSS (src/css and the CSS modules beside the components):
 * stylelint-config-standard's checks for mistakes (unknown properties, units and
 * selectors, invalid colours, duplicates, deprecated properties), with its notation
 * preferences set to what the code and Infima already use. Layout of the code is
 * Prettier's job.
 */
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: [
    'build/**',
    '.docusaurus/**',
    'node_modules/**',
    'static/**',
    'test-results/**',
    'playwright-report/**',
    '.cache/**',
    'bench-results/**',
  ],
  rules: {
    // CSS modules use camelCase class names, Infima and Docusaurus their own.
    'selector-class-pattern': null,
    // CSS modules' :global() and :local().
    'selector-pseudo-class-no-unknown': [true, {ignorePseudoClasses: ['global', 'local']}],
    // Font family names keep their capitals; currentColor stays camelCase.
    'value-keyword-case': ['lower', {camelCaseSvgKeywords: true, ignoreProperties: ['/font-family/']}],
    // `(max-width: 996px)`, as Infima writes its breakpoints.
    'media-feature-range-notation': 'prefix',
    // A base rule after its :focus-visible or state variant is the usual order, not a mistake.
    'no-descending-specificity': null,
    // rgba(0, 0, 0, 0.1) and rgb(0 0 0 / 10%) are the same colour; Infima writes the first.
    'color-function-notation': null,
    'color-function-alias-notation': null,
    'alpha-value-notation': null,
    // Blank lines are layout.
    'comment-empty-line-before': null,
    'declaration-empty-line-before': null,
  },
};
