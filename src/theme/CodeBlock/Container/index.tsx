import React, { type ComponentProps, type ElementType } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Props<T extends ElementType> = { as: T } & ComponentProps<T>;

/**
 * Docusaurus's code block container without the Prism colours as inline style: those come from the theme
 * stylesheet (plugins/prerendered-highlight), which follows the colour mode from the first paint. An inline
 * style rendered on the server would stay light after hydration in dark mode.
 */
export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: Props<T>): React.ReactElement {
  return (
    <As
      {...props}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
