import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { codeSays, quotesInContract, quotesInMarkdown } from '../../../scripts/service/quotedMessages.mjs';

describe('the quoted messages of a page', () => {
  const page = [
    '# Errors',
    '',
    '| Status | Message |',
    '|---|---|',
    '| `400` | `name may not be empty.` |',
    'An unknown ID gives `There is no Project with the following',
    'id: ...`, and a header `Authorization: Bearer ...` or a call `GET /providers/external?externalId=...` is no message.',
    '```text',
    '`Inside a fence is a sample.`',
    '```',
    'Nor is `metric_name`, a sentence without a stop `see the log`, or `e.g.`.',
  ].join('\n');

  it('takes code spans that read as a sentence, with their line, across a line break too', () => {
    expect(quotesInMarkdown(page, 'docs/errors.md')).toEqual([
      { quote: 'name may not be empty.', where: 'docs/errors.md:5' },
      { quote: 'There is no Project with the following id: ...', where: 'docs/errors.md:6' },
    ]);
  });

  it('takes every message example of the contract and message-like code spans of its descriptions', () => {
    const text = [
      'paths:',
      '  /x:',
      '    description: Answers `Issuer already in use.` when taken.',
      '    example:',
      "      message: 'There is no Metric with the following id: 67c9'",
    ].join('\n');
    // The contract as the check reads it: parsed, beside its text for the line numbers.
    const spec = yaml.load(text) as Record<string, unknown>;
    expect(quotesInContract(spec, text, 'openapi/c.yaml')).toEqual([
      { quote: 'Issuer already in use.', where: 'openapi/c.yaml:3' },
      { quote: 'There is no Metric with the following id: 67c9', where: 'openapi/c.yaml:5' },
    ]);
  });
});

describe('whether the code says a quoted message', () => {
  const messages = [
    'name may not be empty.',
    'Project with ID […] exists in European Database.',
    'There is no Metric with the following id:',
    'This Unit Type already exists in the Accounting Service database. Its id is …',
  ];

  it('matches the text exactly, a sample value or an ellipsis for a joined value, and a value after a colon', () => {
    expect(codeSays('name may not be empty.', messages)).toBe(true);
    expect(codeSays('Project with ID [X] exists in European Database.', messages)).toBe(true);
    expect(codeSays('Project with ID [...] exists in European Database.', messages)).toBe(true);
    expect(codeSays('There is no Metric with the following id: 67c9', messages)).toBe(true);
    expect(codeSays('This Unit Type already exists in the Accounting Service database. ...', messages)).toBe(true);
  });

  it('refuses a quote that changes a word, the case or the stop', () => {
    expect(codeSays('name must not be empty.', messages)).toBe(false);
    expect(codeSays('Name may not be empty.', messages)).toBe(false);
    expect(codeSays('name may not be empty', messages)).toBe(false);
    expect(codeSays('This Unit Type already exists in the Accounting System database. ...', messages)).toBe(false);
  });
});
