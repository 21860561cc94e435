import type { ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Absolute URL of the page, written into the issue so maintainers know which page it is. */
  pageUrl: string;
  pageTitle: string;
  /** Repository the issue is opened in, e.g. https://github.com/org/repo. */
  repositoryUrl: string;
}

function issueUrl(repositoryUrl: string, pageTitle: string, pageUrl: string, helpful: boolean): string {
  const title = `Docs feedback: "${pageTitle}" was ${helpful ? '' : 'not '}helpful`;
  const body = [
    `Page: ${pageUrl}`,
    '',
    `Was this page helpful? ${helpful ? 'Yes' : 'No'}`,
    '',
    helpful ? 'What helped you (optional):' : 'What were you looking for, and what was missing, unclear or wrong?',
    '',
  ].join('\n');
  const query = new URLSearchParams({ title, body });
  return `${repositoryUrl}/issues/new?${query.toString()}`;
}

/** "Was this page helpful?" as two links to a prefilled issue: no script, no request. */
export default function PageFeedback({ pageUrl, pageTitle, repositoryUrl }: Props): ReactNode {
  return (
    <div className={styles.feedback}>
      <p className={styles.question}>
        <span>Was this page helpful?</span>
        <span className={styles.answers}>
          {[true, false].map((helpful) => (
            <a
              key={String(helpful)}
              className="button button--outline button--primary"
              href={issueUrl(repositoryUrl, pageTitle, pageUrl, helpful)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {helpful ? 'Yes' : 'No'}
            </a>
          ))}
        </span>
      </p>
      <p className={styles.hint}>
        Either answer opens a new issue, with this page&apos;s address filled in, in the site&apos;s repository (a
        GitHub account is needed).
      </p>
    </div>
  );
}
