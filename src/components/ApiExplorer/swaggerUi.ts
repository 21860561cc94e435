/** The self-hosted Swagger UI, read-only and accessible; only the explorer page imports it. */

interface SwaggerUIBundle {
  (options: Record<string, unknown>): unknown;
  presets: { apis: unknown };
}

declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUIBundle;
  }
}

/**
 * Accessibility repairs after each render: a name for the server <select>, no links inside the summary
 * buttons, an h2 between the h1 and the tags' h3s, named regions for the blocks outside Swagger's <main>.
 */
export function repair(root: HTMLElement): void {
  const servers = root.querySelector('#servers');
  if (servers && !servers.hasAttribute('aria-label')) servers.setAttribute('aria-label', 'Server');
  for (const nested of root.querySelectorAll('.opblock-summary-control a[href]')) {
    nested.removeAttribute('href');
    // Without href it is no longer a link; say so, so crawlers do not count a broken one.
    nested.setAttribute('role', 'none');
  }
  const operations = root.querySelector('#operations');
  if (operations && !root.querySelector('#explorer-operations-heading')) {
    const heading = document.createElement('h2');
    heading.id = 'explorer-operations-heading';
    heading.className = 'visually-hidden';
    heading.textContent = 'Operations by tag';
    operations.insertBefore(heading, operations.firstChild);
  }
  const regions: Array<[string, string]> = [
    ['.information-container', 'About the API'],
    ['.scheme-container', 'Servers'],
    ['.filter-container', 'Filter operations'],
    ['section.models', 'Schemas'],
  ];
  for (const [selector, name] of regions) {
    const element = root.querySelector(selector);
    if (element && !element.closest('main') && !element.hasAttribute('role')) {
      element.setAttribute('role', 'region');
      element.setAttribute('aria-label', name);
    }
  }
}

/** The explorer never calls the API: no Authorize button and no padlocks that open the token dialog. */
function ReadOnlyPlugin() {
  const nothing = () => () => null;
  return { wrapComponents: { authorizeBtn: nothing, authorizeOperationBtn: nothing } };
}

function loadScript(url: string): Promise<void> {
  if (window.SwaggerUIBundle) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${url}`));
    document.body.appendChild(script);
  });
}

/** Swagger UI's style sheet, present while the explorer page is. */
export function addSwaggerStyles(swaggerUrl: string): () => void {
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = `${swaggerUrl}swagger-ui.css`;
  // Before the site's own sheets, so the explorer's overrides win.
  document.head.insertBefore(style, document.head.querySelector('link[rel="stylesheet"]'));
  return () => style.remove();
}

export interface SwaggerOptions {
  root: HTMLElement;
  specUrl: string;
  swaggerUrl: string;
  /** Every operationId in the order the site lists operations (the explorer data's groups). */
  operationOrder: readonly string[];
  /** Called once Swagger UI has rendered the contract. */
  onComplete: () => void;
}

/** What Swagger UI hands its operationsSorter: an Immutable.js map of one operation. */
interface SortedOperation {
  getIn(keys: string[]): unknown;
}

/** Swagger UI's operationsSorter for the site's one order of operations in a group, not the contract's path order. */
export function operationsSorter(order: readonly string[]): (a: SortedOperation, b: SortedOperation) => number {
  const rank = new Map(order.map((id, i) => [id, i]));
  const rankOf = (op: SortedOperation) => rank.get(String(op.getIn(['operation', 'operationId']))) ?? order.length;
  return (a, b) => rankOf(a) - rankOf(b);
}

/** Fetches the contract and Swagger UI together, then renders it read-only into `root`. */
export async function startSwaggerUi({
  root,
  specUrl,
  swaggerUrl,
  operationOrder,
  onComplete,
}: SwaggerOptions): Promise<void> {
  const spec = fetch(specUrl).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  });
  // If the script fails first, the contract's own failure has no one waiting for it.
  spec.catch(() => undefined);
  await loadScript(`${swaggerUrl}swagger-ui-bundle.js`);
  const bundle = window.SwaggerUIBundle!;
  new MutationObserver(() => repair(root)).observe(root, { childList: true, subtree: true });
  bundle({
    spec: await spec,
    domNode: root,
    deepLinking: true,
    validatorUrl: null,
    filter: true,
    operationsSorter: operationsSorter(operationOrder),
    // The site never calls the API: no "Try it out" (the reference pages have curl samples).
    supportedSubmitMethods: [],
    tryItOutEnabled: false,
    persistAuthorization: false,
    presets: [bundle.presets.apis],
    plugins: [ReadOnlyPlugin],
    layout: 'BaseLayout',
    onComplete: () => {
      repair(root);
      onComplete();
    },
  });
}
