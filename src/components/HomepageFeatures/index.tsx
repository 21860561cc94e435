import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The main tasks; a link says what it opens: the title of the page at `to`. */
const features = [
  {
    title: 'Link providers to projects and create installations',
    description:
      'Associate a provider with a project, then register the installations it runs there. That chain is what every metric hangs from.',
    to: '/docs/guides/setting_up_a_project',
    linkLabel: 'Setting up a Project',
  },
  {
    title: 'Define what you measure',
    description:
      'A metric definition names a quantity, its unit type and how it is collected over time, so values from every site mean the same thing.',
    to: '/docs/api/metric_definition',
    linkLabel: 'Metric Definition',
  },
  {
    title: 'Send and read metrics',
    description:
      'Push usage values for an installation, then read them back or as reports for a project, a provider, a group or a single user.',
    to: '/docs/guides/api_actions/metric',
    linkLabel: 'Send Metrics',
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Main tasks">
      <div className="container">
        <div className={`row ${styles.row}`}>
          {features.map((feature) => (
            <div key={feature.title} className="col col--4">
              <div className={styles.card}>
                <Heading as="h2" className={styles.title}>
                  {feature.title}
                </Heading>
                <p>{feature.description}</p>
                <Link to={feature.to}>{feature.linkLabel} →</Link>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
