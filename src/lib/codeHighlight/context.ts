import { createContext, useContext } from 'react';

/** The build-time tokens of the code block being rendered, from src/theme/CodeBlock down to its Content. */
export const HighlightContext = createContext<string | undefined>(undefined);

export const useBlockHighlight = (): string | undefined => useContext(HighlightContext);
