// The files the service scripts read and write, apart from the script that parses Java: the drift
// check needs the record's path without the seconds that parser takes to load.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTRACT = path.join(REPO_ROOT, 'openapi/accounting-system.yaml');
// SERVICE_RECORD: another file (and its messages beside it), for the drift check's test.
export const RECORD = process.env.SERVICE_RECORD ?? path.join(REPO_ROOT, 'openapi/service-record.json');
// The code's own message texts sit beside the script, not in openapi/: they are the service's words,
// and openapi/ is checked for prose repeated from the service's earlier docs, which quoted some.
export const RECORD_MESSAGES = process.env.SERVICE_RECORD
  ? process.env.SERVICE_RECORD.replace(/(\.json)?$/, '-messages.json')
  : path.join(REPO_ROOT, 'scripts/service/service-messages.json');
export const DELIBERATE = path.join(REPO_ROOT, 'scripts/service/deliberate.json');
