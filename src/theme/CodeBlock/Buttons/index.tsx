import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ButtonsType>;

/**
 * The copy and wrap buttons of a code block. The theme shows them only while
 * a pointer hovers the block, so on a touch screen they were invisible until
 * the block was tapped, and then covered the end of a one-line command. On
 * screens without hover they always show, in a row under the code.
 */
export default function CodeBlockButtons(props: Props): ReactNode {
  return <Buttons {...props} className={clsx(props.className, styles.buttons)} />;
}
