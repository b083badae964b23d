import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import { commandsFor, installCommand, type CommandSpec } from './commands';

interface Props {
  /** Sub-command for every manager, or one full command per manager. */
  command?: CommandSpec;
  /** Alternative to `command`: packages to add. */
  packages?: string | string[];
  dev?: boolean;
}

/** npm / yarn / pnpm / bun tabs for one install or run command; the chosen manager is remembered site-wide. */
export default function PackageManagerTabs({ command, packages, dev }: Props): React.ReactElement {
  const spec = command ?? installCommand(packages ?? [], dev);
  const lines = commandsFor(spec);
  return (
    <Tabs groupId="package-manager" className="package-manager-tabs">
      {lines.map(({ manager, command: line }) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{line}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
