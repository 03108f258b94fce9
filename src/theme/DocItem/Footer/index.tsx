import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import GeneratedPageNote from '@site/src/components/GeneratedPageNote';

type Props = WrapperProps<typeof FooterType>;

/** The doc footer, with the note that says how a generated page is made above "Edit this page". */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <GeneratedPageNote />
      <Footer {...props} />
    </>
  );
}
