import React from 'react';
// Docusaurus Link outside a router: a plain anchor with the same href.
export default function Link({
  to,
  href,
  children,
  ...rest
}: { to?: string; href?: string; children?: React.ReactNode } & Record<string, unknown>) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
