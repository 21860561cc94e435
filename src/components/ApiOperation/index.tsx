import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type { FieldRow, OperationView, ParameterRow } from '@site/src/plugins/openapi-operations/types';
import styles from './styles.module.css';

interface Props {
  /** JSON of an OperationView, injected at build time by the remarkApiOperation plugin. */
  operation: string;
}

/** Renders `code spans` written with backticks in descriptions taken from the spec. */
function InlineText({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`]+`)/g)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        <React.Fragment key={i}>{part}</React.Fragment>
      ),
    );
}

function FieldTable({
  rows,
  caption,
  withLocation,
}: {
  rows: Array<FieldRow | ParameterRow>;
  caption: string;
  withLocation?: boolean;
}) {
  return (
    <ScrollableTable className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          {withLocation && <th scope="col">In</th>}
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description and rules</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${'location' in row ? row.location : ''}${row.name}`}>
            <td>
              <code>{row.name}</code>
            </td>
            {withLocation && <td>{'location' in row ? row.location : ''}</td>}
            <td>{row.type}</td>
            <td>{row.required ? 'Yes' : 'No'}</td>
            <td>
              {row.description && <InlineText text={row.description} />}
              {row.rules.length > 0 && (
                <ul className={styles.rules}>
                  {row.rules.map((rule) => (
                    <li key={rule}>
                      <InlineText text={rule} />
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function statusClass(status: string): string {
  if (status.startsWith('2')) return styles.statusSuccess!;
  if (status.startsWith('4')) return styles.statusClientError!;
  return styles.statusServerError!;
}

export default function ApiOperation({ operation }: Props): ReactNode {
  const op = JSON.parse(operation) as OperationView;
  const successExample = op.responses.find((r) => r.status.startsWith('2') && r.example);
  return (
    <div className={styles.operation} data-operation-id={op.operationId}>
      <p className={styles.endpoint}>
        <span className={clsx(styles.method, styles[`method${op.method}`])}>{op.method}</span>
        <code className={styles.path}>{op.path}</code>
      </p>
      <dl className={styles.facts}>
        <dt>Required role</dt>
        <dd>
          {op.roles.length > 0 ? op.roles.join(' or ') : 'system admin'}
          {op.scope && (
            <>
              {' '}
              (entitlement scope <code>{op.scope}</code>)
            </>
          )}
        </dd>
        <dt>Operation ID</dt>
        <dd>
          <code>{op.operationId}</code> · tag {op.tag}
        </dd>
      </dl>
      {op.parameters.length > 0 && <FieldTable rows={op.parameters} caption="Parameters" withLocation />}
      {op.bodyFields.length > 0 && (
        <FieldTable
          rows={op.bodyFields}
          caption={`Request body (application/json${op.bodySchemaName ? `, ${op.bodySchemaName}` : ''})`}
        />
      )}
      {op.bodyFields.length === 0 && op.bodySchemaName && (
        <p>
          Request body: a <code>{op.bodySchemaName}</code> JSON document (see the example below).
        </p>
      )}
      {/* Global class: the search index skips this repetitive table (config/search.ts). */}
      <ScrollableTable className={clsx(styles.table, 'api-operation-responses')}>
        <caption className={styles.caption}>Responses</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {op.responses.map((r) => (
            <tr key={r.status}>
              <td>
                <span className={clsx(styles.status, statusClass(r.status))}>{r.status}</span>
              </td>
              <td>
                <InlineText text={r.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <p className={styles.caption}>Example request</p>
      <Tabs groupId="api-language" className={styles.tabs}>
        {op.samples.map((sample) => (
          <TabItem key={sample.language} value={sample.language} label={sample.label}>
            <CodeBlock language={sample.prism}>{sample.code}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      {successExample && (
        <>
          <p className={styles.caption}>Example response ({successExample.status})</p>
          <CodeBlock language="json">{successExample.example}</CodeBlock>
        </>
      )}
    </div>
  );
}
