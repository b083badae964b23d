import React from 'react';
// English defaults, as Docusaurus renders them without a translation file.
export function translate(
  { message }: { message: string; id?: string },
  values?: Record<string, string>,
): string {
  return Object.entries(values ?? {}).reduce(
    (text, [key, value]) => text.replace(`{${key}}`, value),
    message,
  );
}
export default function Translate({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
