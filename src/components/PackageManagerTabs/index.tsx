import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import { PACKAGE_MANAGER_HIGHLIGHT_PROP } from '@site/src/lib/codeHighlight/props';
import { commandSpecOf, commandsFor, type CommandSpec } from '@site/src/lib/packageManagerCommands';

interface Props {
  /** Sub-command for every manager, or one full command per manager. */
  command?: CommandSpec;
  /** Alternative to `command`: packages to add. */
  packages?: string | string[];
  dev?: boolean;
  /** Build-time tokens per command line (JSON), added by plugins/prerendered-highlight. */
  [PACKAGE_MANAGER_HIGHLIGHT_PROP]?: string;
}

function parseHighlights(json: string | undefined): Record<string, string> {
  try {
    return json ? (JSON.parse(json) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * npm / yarn / pnpm / bun tabs for one install or run command; the chosen manager is remembered site-wide.
 * Without JavaScript every command shows, each under its manager's name.
 */
export default function PackageManagerTabs({
  command,
  packages,
  dev,
  [PACKAGE_MANAGER_HIGHLIGHT_PROP]: highlighted,
}: Props): React.ReactElement {
  const lines = commandsFor(commandSpecOf({ command, packages: packages ?? [], dev }) ?? '');
  const highlights = parseHighlights(highlighted);
  return (
    <Tabs groupId="package-manager" className="package-manager-tabs">
      {lines.map(({ manager, command: line }) => (
        <TabItem key={manager} value={manager} label={manager}>
          {/* The tab's name inside its panel, shown only without JavaScript (static/no-js.css), where every
              panel is shown and the tabs, which cannot switch, are not. */}
          <p className="package-manager-panel-label" hidden>
            {manager}
          </p>
          <CodeBlock language="bash" data-highlight={highlights[line]}>
            {line}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
