/**
 * The weekly drift check (scripts/service/drift.mjs) on a made-up service repository with two
 * tagged releases, made here: no network, fixed dates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = path.resolve(__dirname, '../../../scripts/service/drift.mjs');
let folder: string;
let repo: string;

const endpoint = (methods: string) => `package org.example;

@Path("/meters")
public class MeterEndpoint {
${methods}
}
`;
const LIST = `    @APIResponse(responseCode = "200", description = "Meters.")
    @GET
    public Response list() { return Response.ok().build(); }
`;
const ADD = `    @APIResponse(responseCode = "201", description = "Made.")
    @POST
    @Path("/{meter_id}/readings")
    public Response add(@PathParam("meter_id") String meterId) { return Response.ok().build(); }
`;

/** A release: pom.xml set to `version`, its changelog line, the endpoint, one commit, one tag. */
function release(version: string, date: string, methods: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  };
  write('pom.xml', `<project><version>${version}</version></project>\n`);
  const changelog = path.join(repo, 'CHANGELOG.md');
  const earlier = fs.existsSync(changelog) ? fs.readFileSync(changelog, 'utf8') : '# Changelog\n';
  write('CHANGELOG.md', earlier.replace('# Changelog\n', `# Changelog\n\n## ${version} - ${date}\n`));
  write('src/main/resources/application.properties', 'quarkus.rest.path=/accounting-system\n');
  write('src/main/java/org/example/MeterEndpoint.java', endpoint(methods));
  const env = { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` };
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, '-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], { env });
  git('add', '-A');
  git('commit', '--quiet', '-m', `Release ${version}`);
  git('tag', version);
}

/** Runs the check against the made-up repository with a record that knows `known`. */
function drift(known: string[]) {
  const run = fs.mkdtempSync(path.join(folder, 'run-'));
  const record = path.join(run, 'service-record.json');
  const releases = known.map((version) => ({ version, date: '2024-01-01', commit: 'c', operations: {} }));
  fs.writeFileSync(record, JSON.stringify({ source: 'example', commit: 'c', operations: [], releases }));
  const body = path.join(run, 'pull-request.md');
  const output = path.join(run, 'github-output');
  const result = spawnSync(process.execPath, [script, '--repo', repo, '--pr-body', body], {
    encoding: 'utf8',
    env: { ...process.env, SERVICE_RECORD: record, GITHUB_OUTPUT: output },
  });
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
  return { ...result, record: JSON.parse(read(record)!), body: read(body), output: read(output) };
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-test-'));
  repo = path.join(folder, 'service');
  execFileSync('git', ['init', '--quiet', repo]);
  release('1.0.0', '2024-01-10', LIST);
  release('1.1.0', '2024-02-20', `${LIST}\n${ADD}`);
});

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the drift check on the newest release of the service', () => {
  it('fails naming each difference from the contract, and proposes nothing when the record knows the release', () => {
    const result = drift(['1.0.0', '1.1.0']);
    expect(result.stdout).toContain('newest release of');
    expect(result.stdout).toMatch(/^POST \/accounting-system\/meters\/\{meter_id\}\/readings: .+/m);
    expect(result.stdout).toMatch(/^GET \/accounting-system\/meters: .+/m);
    expect(result.status).toBe(1);
    expect([result.body, result.output]).toEqual([undefined, undefined]);
    expect(result.record.releases.map((item: { version: string }) => item.version)).toEqual(['1.0.0', '1.1.0']);
  });

  it('regenerates the record for a release it does not know and writes the pull request with the diff', () => {
    const result = drift(['1.0.0']);
    expect(result.status).toBe(1);
    expect(result.output).toBe('release=1.1.0\n');
    const [first, second] = result.record.releases;
    expect([first.version, first.date, second.version, second.date]).toEqual([
      '1.0.0',
      '2024-01-10',
      '1.1.0',
      '2024-02-20',
    ]);
    expect(Object.keys(second.operations)).toEqual([
      'GET /accounting-system/meters',
      'POST /accounting-system/meters/{meter_id}/readings',
    ]);
    expect(result.body).toContain('The service released 1.1.0');
    const differences = result.stdout.split('\n').filter((line) => line.startsWith('POST /accounting-system/meters'));
    expect(differences.length).toBeGreaterThan(0);
    for (const line of differences) expect(result.body).toContain(line);
  });

  it('stops with status 2, saying why, when the repository has no release tag', () => {
    const result = spawnSync(process.execPath, [script, '--repo', path.join(folder, 'nowhere')], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('service drift:');
  });
});
