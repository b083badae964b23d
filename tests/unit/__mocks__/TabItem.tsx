import React from 'react';
export default function TabItem({
  children,
  label,
  value,
}: {
  children?: React.ReactNode;
  label?: string;
  value: string;
}) {
  return (
    <section role="tabpanel" aria-label={label ?? value}>
      {children}
    </section>
  );
}
