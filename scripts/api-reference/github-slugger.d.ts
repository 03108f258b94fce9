// github-slugger 1.5.0 (the version Docusaurus uses for heading ids) ships no types.
declare module 'github-slugger' {
  class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
  export = GithubSlugger;
}
