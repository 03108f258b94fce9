import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {
  PACKAGES,
  installCommand,
  packagesFor,
  type DocsVersion,
  type PackageFact,
  type PackageLanguage,
} from '@site/src/data/packages';
import styles from './styles.module.css';

const LANGUAGE_LABEL: Record<PackageLanguage, string> = {python: 'Python', typescript: 'TypeScript'};

type TableProps = {
  version: DocsVersion;
  language: PackageLanguage;
  /** Only these packages, in this order; all of the language's packages when omitted. */
  names?: string[];
  /** Leave out packages that are not published (npm names the registry does not know). */
  publishedOnly?: boolean;
};

function selectPackages({version, language, names, publishedOnly}: TableProps): PackageFact[] {
  const all = packagesFor(version, language);
  const chosen = names
    ? names.map((name) => {
        const fact = all.find((candidate) => candidate.name === name);
        if (!fact) throw new Error(`PackageTable: no ${language} package "${name}" for docs version ${version}.`);
        return fact;
      })
    : all;
  return publishedOnly ? chosen.filter((fact) => fact.published) : chosen;
}

function versionCell(fact: PackageFact): ReactNode {
  if (!fact.published) return <span className={styles.unpublished}>not published</span>;
  return fact.version;
}

/** A table of the UTCP packages of one docs version and language, from src/data/packages. */
export function PackageTable(props: TableProps): ReactNode {
  const facts = selectPackages(props);
  return (
    <ScrollableTable data-region-label={`${LANGUAGE_LABEL[props.language]} packages`} data-stack="true">
      <caption className={styles.caption}>
        {props.language === 'python'
          ? `Versions are those in each package's pyproject.toml at python-utcp commit ${PACKAGES[props.version].pythonCommit}.`
          : 'Versions are the ones published on the npm registry for this line.'}
      </caption>
      <thead>
        <tr>
          <th>Package</th>
          <th>Version</th>
          {props.language === 'python' && <th>Python</th>}
          <th>Call template types</th>
          <th>What it does</th>
          <th>Caveats</th>
        </tr>
      </thead>
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.name}>
            <td data-label="Package">
              <code>{fact.name}</code>
            </td>
            <td data-label="Version">{versionCell(fact)}</td>
            {props.language === 'python' && <td data-label="Python">{fact.requiresPython}</td>}
            <td data-label="Call template types">
              {fact.callTemplateTypes.length === 0
                ? 'none'
                : fact.callTemplateTypes.map((type, index) => (
                    <React.Fragment key={type}>
                      {index > 0 && ', '}
                      <code>{type}</code>
                    </React.Fragment>
                  ))}
            </td>
            <td data-label="What it does">{fact.role}</td>
            <td data-label="Caveats">{fact.caveats.length === 0 ? 'none' : fact.caveats.join(' ')}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

type InstallProps = {
  version: DocsVersion;
  language: PackageLanguage;
  /** Package names as listed in src/data/packages; unknown or unpublished names fail the build. */
  packages: string[];
};

/** The pip or npm command that installs `packages` at the versions the docs describe. */
export function InstallCommand({version, language, packages}: InstallProps): ReactNode {
  return <CodeBlock language="bash">{installCommand(version, language, packages)}</CodeBlock>;
}
