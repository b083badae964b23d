import React from 'react';
// Head renders its children in place, so tests can assert the tags a page asks for.
export default function Head({ children }: { children?: React.ReactNode }) {
  return <div data-testid="head">{children}</div>;
}
