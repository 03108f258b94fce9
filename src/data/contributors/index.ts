import type {PeopleDirectory} from '../../lib/contributorsRules';
import {founders, maintainers, repositoryAreas} from './people';
import rawSnapshot from './snapshot.json';
import {parseContributorsSnapshot} from './validate';

/**
 * The Hall of Fame's data, checked when the site is built: an invalid
 * snapshot.json stops the build with the list of problems.
 */
export const contributorsSnapshot = parseContributorsSnapshot(rawSnapshot);

export const people: PeopleDirectory = {founders, maintainers, repositoryAreas};
