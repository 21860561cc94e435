/**
 * Turns one OpenAPI operation into plain Markdown for the page twins: the same facts the
 * <ApiOperation> component shows (heading, description, endpoint, roles, parameter, body and
 * response tables, example request and response), written as headings, lists, tables and
 * fenced code instead of React.
 */
import { getDescription, getOperation } from '../openapi-operations/spec';
import type { FieldRow, OperationView, ParameterRow } from '../openapi-operations/types';

/** Table cells are single-line; a pipe would end the cell early. */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** The description, then the rules (limits, defaults, enums) in brackets. */
function describe(row: FieldRow): string {
  const rules = row.rules.join('; ');
  if (row.description && rules) return cell(`${row.description} (${rules})`);
  return cell(row.description || rules);
}

function fieldTable(rows: Array<FieldRow | ParameterRow>, withLocation: boolean): string {
  const header = withLocation
    ? ['Name', 'In', 'Type', 'Required', 'Description and rules']
    : ['Name', 'Type', 'Required', 'Description and rules'];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of rows) {
    const cells = [
      `\`${row.name}\``,
      ...(withLocation ? ['location' in row ? row.location : ''] : []),
      cell(row.type),
      row.required ? 'Yes' : 'No',
      describe(row),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** A fence longer than any backtick run inside the code, so the block cannot end early. */
function fence(code: string, language: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code}\n${marks}`;
}

export function operationToMarkdown(op: OperationView, description: string, level: number): string {
  const blocks: string[] = [`${'#'.repeat(level)} ${op.summary}`];
  if (description) blocks.push(description);
  blocks.push(`\`${op.method} ${op.path}\``);
  const roles = op.roles.length > 0 ? op.roles.join(' or ') : 'system admin';
  blocks.push(
    [
      `- **Required role:** ${roles}${op.scope ? ` (entitlement scope \`${op.scope}\`)` : ''}`,
      `- **Operation ID:** \`${op.operationId}\` (tag: ${op.tag})`,
    ].join('\n'),
  );
  if (op.parameters.length > 0) blocks.push('**Parameters**', fieldTable(op.parameters, true));
  const bodyLabel = `**Request body** (application/json${op.bodySchemaName ? `, \`${op.bodySchemaName}\`` : ''})`;
  if (op.bodyFields.length > 0) {
    blocks.push(bodyLabel, fieldTable(op.bodyFields, false));
  } else if (op.bodySchemaName) {
    blocks.push(`${bodyLabel}: one of the shapes of \`${op.bodySchemaName}\`; see the example request.`);
  }
  blocks.push(
    '**Responses**',
    [
      '| Status | Meaning |',
      '| --- | --- |',
      ...op.responses.map((response) => `| ${response.status} | ${cell(response.description)} |`),
    ].join('\n'),
  );
  for (const sample of op.samples) {
    blocks.push(`**Example request (${sample.label})**`, fence(sample.code, sample.prism));
  }
  const success = op.responses.find((response) => response.status.startsWith('2') && response.example);
  if (success?.example) blocks.push(`**Example response (${success.status})**`, fence(success.example, 'json'));
  return `${blocks.join('\n\n')}\n`;
}

/** The Markdown for `<ApiOperation id level />`; an unknown id fails the build, as on the page. */
export function apiOperationMarkdown(operationId: string, level: number, where: string): string {
  const op = getOperation(operationId);
  if (!op) throw new Error(`${where}: <ApiOperation id="${operationId}"> is not an operationId in the OpenAPI spec`);
  return operationToMarkdown(op, getDescription(operationId), level);
}
