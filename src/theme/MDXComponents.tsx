import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {InstallCommand, PackageTable} from '@site/src/components/PackageList';
import BehaviourTable from '@site/src/components/BehaviourTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  InstallCommand,
  PackageTable,
  BehaviourTable,
};
