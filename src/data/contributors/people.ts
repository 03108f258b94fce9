/**
 * The people the project names itself: founders and maintainers. This is the
 * one place these titles live; the Hall of Fame's status and role rules
 * (src/lib/contributorsRules.ts) read them from here. Logins compare
 * case-insensitively, as they do on GitHub.
 */

export type FounderTeam = 'Project admin' | 'Distribution team';

export interface Founder {
  login: string;
  team: FounderTeam;
}

export interface Maintainer {
  login: string;
  /** The repository (in the organisation) this person maintains. */
  repository: string;
}

export const founders: readonly Founder[] = [
  {login: 'h3xxit', team: 'Project admin'},
  {login: 'AndreiGS', team: 'Project admin'},
  {login: 'ulughbeck', team: 'Project admin'},
  {login: 'edujuan', team: 'Distribution team'},
  {login: 'aliraza1006', team: 'Distribution team'},
];

export const maintainers: readonly Maintainer[] = [
  {login: 'Raezil', repository: 'go-utcp'},
  {login: 'perrozzi', repository: 'langchain-utcp-adapters'},
  {login: 'Robobc', repository: 'langchain-utcp-adapters'},
  {login: 'rajpanchalvisionai', repository: 'pydantic-ai-utcp'},
];

/**
 * Accounts that commit on behalf of workflows, not people. The update script
 * leaves them out of the snapshot (as it does any account GitHub types as a
 * bot, and any login ending in "[bot]").
 */
export const automationAccounts: readonly string[] = ['actions-user', 'github-actions', 'dependabot'];

/**
 * What each repository of the organisation is, in a few words; roles are
 * derived from these. A repository missing here shows under its own name.
 */
export const repositoryAreas: Readonly<Record<string, string>> = {
  'python-utcp': 'Python SDK',
  'typescript-utcp': 'TypeScript SDK',
  'go-utcp': 'Go SDK',
  'elixir-utcp': 'Elixir SDK',
  'utcp-specification': 'Specification and website',
  'utcp-mcp': 'MCP bridge',
  'utcp-agent': 'UTCP agent',
  'chat-utcp': 'Chat interface',
  'utcp-examples': 'Examples',
  'agent-implementation-example': 'Examples',
  'langchain-utcp-adapters': 'LangChain adapters',
  'pydantic-ai-utcp': 'Pydantic AI adapter',
  'strands-utcp': 'Strands adapter',
  '.github': 'Organisation profile',
};
