// Stands in for theme-classic's Prism start-up module: grammars are registered
// by src/theme/CodeBlock/Content/HighlightedCode.tsx when that chunk loads.
export {};
