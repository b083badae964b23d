import React from 'react';
export default function Tabs({ children, groupId }: { children?: React.ReactNode; groupId?: string }) {
  return (
    <div role="tablist" data-group-id={groupId}>
      {children}
    </div>
  );
}
