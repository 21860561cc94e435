/** A "Copy" button on every code block: the theme adds its own only when it renders in the browser. */
import styles from './copyButtons.module.css';

const COPIED_FOR_MS = 1500;

/** The block's code as written: one line per `.token-line`, without the empty-line filler. */
function codeOf(block: Element): string {
  const lines = [...block.querySelectorAll('.token-line')];
  if (lines.length === 0) return block.querySelector('code')?.textContent ?? '';
  return lines.map((line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n');
}

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Outside a secure context (plain HTTP on a LAN) the Clipboard API is missing.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('The browser refused to copy.');
}

function showState(button: HTMLButtonElement, label: string, text: string): void {
  button.textContent = text;
  button.setAttribute('aria-label', label);
}

export function addCopyButtons(article: HTMLElement): () => void {
  const timers = new Set<number>();
  const buttons = [...article.querySelectorAll('.theme-code-block pre')].map((pre) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `clean-btn ${styles.copyButton}`;
    button.title = 'Copy';
    showState(button, 'Copy code to clipboard', 'Copy');
    button.addEventListener('click', () => {
      writeToClipboard(codeOf(pre)).then(
        () => {
          showState(button, 'Copied', 'Copied');
          button.classList.add(styles.copied!);
          const timer = window.setTimeout(() => {
            timers.delete(timer);
            showState(button, 'Copy code to clipboard', 'Copy');
            button.classList.remove(styles.copied!);
          }, COPIED_FOR_MS);
          timers.add(timer);
        },
        () => showState(button, 'Copying failed; select the code to copy it', 'Copy failed'),
      );
    });
    pre.after(button);
    return button;
  });
  return () => {
    timers.forEach((timer) => window.clearTimeout(timer));
    buttons.forEach((button) => button.remove());
  };
}
