/**
 * Facts about the project and its operator that more than one place needs
 * (navbar, footer, impressum, tests). Change them here only.
 */
export const organization = {
  login: 'universal-tool-calling-protocol',
  url: 'https://github.com/universal-tool-calling-protocol',
  apiUrl: 'https://api.github.com/orgs/universal-tool-calling-protocol',
} as const;

export const siteRepository = {
  name: 'utcp-specification',
  url: 'https://github.com/universal-tool-calling-protocol/utcp-specification',
  editBaseUrl: 'https://github.com/universal-tool-calling-protocol/utcp-specification/edit/main/',
  issuesUrl: 'https://github.com/universal-tool-calling-protocol/utcp-specification/issues',
  discussionsUrl: 'https://github.com/universal-tool-calling-protocol/utcp-specification/discussions',
  releasesUrl: 'https://github.com/universal-tool-calling-protocol/utcp-specification/releases',
} as const;

export const community = {
  discordUrl: 'https://discord.gg/ZpMbQ8jRbD',
} as const;

/** The legal operator of utcp.io, shown in the footer and on the impressum. */
export const operator = {
  /** The founders' public contact address; no private phone numbers or home addresses here. */
  contactEmail: 'juan@bevel.software',
  responsible: 'The founders of the Universal Tool Calling Protocol project',
  organizationName: 'Universal Tool Calling Protocol (UTCP) open-source project',
  website: 'https://utcp.io',
} as const;

export const contactMailto = `mailto:${operator.contactEmail}`;
