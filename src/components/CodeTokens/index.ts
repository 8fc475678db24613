import {createContext, useContext} from 'react';

/**
 * The build-time tokens of the code block being rendered (plugins/code-highlight),
 * with the code as written: set by src/theme/CodeBlock, read by
 * src/theme/CodeBlock/Content. `undefined` for a code block that was not
 * tokenized at build time (one written as JSX, for example): it is shown
 * without colours.
 */
export const CodeTokensContext = createContext<{tokens: string; written: string} | undefined>(undefined);

export function useCodeTokens(): {tokens: string; written: string} | undefined {
  return useContext(CodeTokensContext);
}
