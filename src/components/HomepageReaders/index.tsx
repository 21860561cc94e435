import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** Each reader's start, as in the overview's "Where to start" table; a link says what it opens: the page's title. */
const readers = [
  {
    who: 'Developer',
    need: 'Call the API or send metrics from a script.',
    to: '/docs/quickstart',
    title: 'Quickstart',
  },
  {
    who: 'Node operator',
    need: 'Bring your own identity provider and onboard a node.',
    to: '/docs/guides/setting_up_a_node',
    title: 'Setting up a Node',
  },
  {
    who: 'Project admin',
    need: 'Connect providers to your project and follow its usage.',
    to: '/docs/guides/project_admin',
    title: 'Project Admin',
  },
  {
    who: 'Provider admin',
    need: "Run installations and read your provider's usage.",
    to: '/docs/guides/provider_admin',
    title: 'Provider Admin',
  },
];

/** Where each kind of reader starts. */
export default function HomepageReaders(): ReactNode {
  return (
    <section className={styles.readers} aria-labelledby="start-by-role">
      <div className="container">
        {/* A plain heading: the theme's Heading would add a "#" link to the list of starts. */}
        <h2 id="start-by-role" className={styles.heading}>
          Start where your role starts
        </h2>
        <ul className={`clean-list ${styles.list}`}>
          {readers.map((reader) => (
            <li key={reader.who} className={styles.reader}>
              <strong>{reader.who}</strong>
              <span>{reader.need}</span>
              <Link to={reader.to}>{reader.title} →</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
