import React from 'react';
export default function CodeBlock({ children, language }: { children?: React.ReactNode; language?: string }) {
  return (
    <pre data-language={language}>
      <code>{children}</code>
    </pre>
  );
}
