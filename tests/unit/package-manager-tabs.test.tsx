import { render, screen } from '@testing-library/react';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import { commandSpecOf, commandsFor, installCommand } from '@site/src/lib/packageManagerCommands';

describe('package-manager commands', () => {
  it('prefixes one sub-command with each manager', () => {
    expect(commandsFor('add @rsbuild/plugin-react -D').map((line) => line.command)).toEqual([
      'npm add @rsbuild/plugin-react -D',
      'yarn add @rsbuild/plugin-react -D',
      'pnpm add @rsbuild/plugin-react -D',
      'bun add @rsbuild/plugin-react -D',
    ]);
  });

  it('takes full commands per manager and skips the missing ones', () => {
    expect(commandsFor({ npm: 'npm create rsbuild@latest', yarn: 'yarn create rsbuild' })).toEqual([
      { manager: 'npm', command: 'npm create rsbuild@latest' },
      { manager: 'yarn', command: 'yarn create rsbuild' },
    ]);
  });

  it('builds an add command from a package list', () => {
    expect(installCommand(['a', 'b'], true)).toBe('add a b -D');
    expect(installCommand('a')).toBe('add a');
  });
});

describe('PackageManagerTabs', () => {
  it('shows npm, yarn, pnpm and bun tabs in one remembered group', () => {
    render(<PackageManagerTabs packages="@rsbuild/plugin-vue" dev />);
    expect(screen.getByRole('tablist')).toHaveAttribute('data-group-id', 'package-manager');
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-label'))).toEqual([
      'npm',
      'yarn',
      'pnpm',
      'bun',
    ]);
    expect(screen.getByText('bun add @rsbuild/plugin-vue -D')).toBeInTheDocument();
  });
});

describe('commandSpecOf (one rule for the widget and the plugins that read its props)', () => {
  it('takes command first, else packages as an add command, and refuses what names no command', () => {
    expect(commandSpecOf({ command: 'create rsbuild', packages: 'x' })).toBe('create rsbuild');
    expect(commandSpecOf({ command: { npm: 'npm i' } })).toEqual({ npm: 'npm i' });
    expect(commandSpecOf({ packages: ['a', 'b'], dev: true })).toBe('add a b -D');
    expect(commandSpecOf({ packages: 'a', dev: 'yes' })).toBe('add a');
    expect(commandSpecOf({ command: ['npm i'] })).toBeUndefined();
    expect(commandSpecOf({ packages: [1] })).toBeUndefined();
    expect(commandSpecOf({})).toBeUndefined();
  });
});
