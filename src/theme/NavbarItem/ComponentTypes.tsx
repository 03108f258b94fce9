import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import GitHubFollowersNavbarItem from '@site/src/components/GitHubFollowersNavbarItem';

export default {
  ...ComponentTypes,
  'custom-githubFollowers': GitHubFollowersNavbarItem,
};
