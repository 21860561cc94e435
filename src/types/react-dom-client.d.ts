// The one react-dom entry the site calls directly (src/clientModules). @types/react-dom is not
// a dependency; this covers what is used.
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
}
