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
/** The message with its `{placeholders}` replaced by `values` (text or elements), as Docusaurus does. */
export default function Translate({
  children,
  values,
}: {
  children: React.ReactNode;
  values?: Record<string, React.ReactNode>;
}) {
  if (typeof children !== 'string' || !values) return <>{children}</>;
  return (
    <>
      {children.split(/(\{\w+\})/).map((part, index) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        return <React.Fragment key={index}>{key && key in values ? values[key] : part}</React.Fragment>;
      })}
    </>
  );
}
