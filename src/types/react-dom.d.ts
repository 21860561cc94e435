// The react-dom entries the site calls directly (src/clientModules, src/plugins/static-articles).
// @types/react-dom is not a dependency; this covers what is used.
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';

  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
}

declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';

  export function createPortal(children: ReactNode, container: Element, key?: string | null): ReactPortal;
  export function flushSync<R>(callback: () => R): R;
}
