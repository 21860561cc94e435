/** The GitHub Actions workflows: what runs before a publish, on a pull request and every week. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_PATH, DEFAULT_SITE_URL } from '../../../config/siteAddress.mjs';

const root = path.resolve(__dirname, '../../..');
interface Step {
  run?: string;
  uses?: string;
  if?: string;
  id?: string;
  with?: Record<string, string>;
}
interface Job {
  uses?: string;
  env?: Record<string, string>;
  needs?: string | string[];
  container?: string;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const workflow = (name: string) =>
  yaml.load(fs.readFileSync(path.join(root, '.github/workflows', name), 'utf8')) as Workflow;
const stepIndex = (job: Job, matches: (step: Step) => boolean) => {
  const index = job.steps.findIndex(matches);
  expect(index, JSON.stringify(job.steps.map((step) => step.run ?? step.uses))).toBeGreaterThanOrEqual(0);
  return index;
};
const runs = (command: string) => (step: Step) => Boolean(step.run?.includes(command));

describe('the deploy workflow', () => {
  const { jobs } = workflow('deploy.yml');
  const [builderName, builder] = Object.entries(jobs).find(([, job]) =>
    job.steps?.some((step) => step.uses?.startsWith('actions/upload-pages-artifact')),
  )!;
  const upload = stepIndex(builder, (step) => Boolean(step.uses?.startsWith('actions/upload-pages-artifact')));

  it('runs the static checks, the unit tests, and the checks over the build it uploads, before the upload', () => {
    const build = stepIndex(builder, runs('npm run build'));
    for (const command of ['npm run lint', 'npm run typecheck', 'npm run test:unit']) {
      expect(stepIndex(builder, runs(command)), command).toBeLessThan(build);
    }
    const checks = stepIndex(builder, runs('npm run test:build'));
    expect(checks).toBeGreaterThan(build);
    expect(checks).toBeLessThan(upload);
  });

  it('publishes only from that job, so a red test publishes nothing', () => {
    const publish = Object.values(jobs).find((job) =>
      job.steps?.some((step) => step.uses?.startsWith('actions/deploy-pages')),
    )!;
    expect([publish.needs].flat()).toContain(builderName);
  });

  it('points the edit, feedback and source links at the repository and branch it publishes from', () => {
    // config/siteEnv.ts reads these; its defaults name the service's repository, where no docs/ folder is.
    expect(builder.env?.REPOSITORY_URL).toBe('${{ github.server_url }}/${{ github.repository }}');
    expect(builder.env?.REPOSITORY_BRANCH).toBe('${{ github.ref_name }}');
  });

  it('builds only after the whole test workflow, browser tests included, has passed', () => {
    const [testerName] = Object.entries(jobs).find(([, job]) => job.uses === './.github/workflows/test.yml')!;
    expect([builder.needs].flat()).toContain(testerName);
    expect(workflow('test.yml').on).toHaveProperty('workflow_call');
  });

  it("keeps the earlier deployments' bundles and builds for the base path and origin of the repository variables", () => {
    expect(stepIndex(builder, runs('scripts/keep-previous-assets.mjs'))).toBeLessThan(upload);
    const exported = stepIndex(builder, (step) => Boolean(step.run?.includes('GITHUB_ENV')));
    const { run = '', env = {} } = builder.steps[exported] as Step & { env?: Record<string, string> };
    expect(exported).toBeLessThan(stepIndex(builder, runs('npm run build')));
    expect(env.DOCS_BASE_URL).toBe('${{ vars.DOCS_BASE_URL }}');
    expect(env.DOCS_SITE_URL).toBe('${{ vars.DOCS_SITE_URL }}');
    // Only a variable that is set is passed on: a blank BASE_URL would build for the site root.
    expect(run).toMatch(/if \[ -n "\$DOCS_BASE_URL" \]; then echo "BASE_URL=\$DOCS_BASE_URL" >> "\$GITHUB_ENV"; fi/);
    expect(run).toMatch(/if \[ -n "\$DOCS_SITE_URL" \]; then echo "SITE_URL=\$DOCS_SITE_URL" >> "\$GITHUB_ENV"; fi/);
  });

  it('leaves the default base path and origin to config/siteAddress.mjs, the one place that names them', () => {
    const text = fs.readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8');
    expect(text).not.toContain(DEFAULT_BASE_PATH);
    expect(text).not.toContain(DEFAULT_SITE_URL);
  });
});

describe('the pull-request workflow', () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const command = /run every test[\s\S]*?```bash\n(.+)\n```/.exec(readme)?.[1];

  it("runs the README's test command on Debian for every pull request", () => {
    expect(command).toMatch(/npm test/);
    const { on, jobs } = workflow('test.yml');
    expect(on).toHaveProperty('pull_request');
    const job = Object.values(jobs).find((candidate) => candidate.steps.some((step) => step.run === command));
    expect(job?.container).toMatch(/^debian:/);
  });
});

describe('the weekly service drift workflow', () => {
  const { on, jobs } = workflow('service-drift.yml');
  const [job] = Object.values(jobs) as [Job];

  it('runs the drift script every week and by hand', () => {
    expect(on).toHaveProperty('workflow_dispatch');
    expect((on.schedule as { cron: string }[])[0]!.cron).toMatch(/^\S+ \S+ \* \* \d$/);
    expect(stepIndex(job, runs('node scripts/service/drift.mjs --pr-body'))).toBeGreaterThan(0);
  });

  it('opens the pull request with the body the script wrote, when the script names a new release, failed or not', () => {
    const drift = job.steps[stepIndex(job, runs('scripts/service/drift.mjs'))]!;
    const body = /--pr-body "\$RUNNER_TEMP\/([^"]+)"/.exec(drift.run!)?.[1];
    const pullRequest =
      job.steps[stepIndex(job, (step) => Boolean(step.uses?.startsWith('peter-evans/create-pull-request')))]!;
    expect(pullRequest.if).toContain(`steps.${drift.id}.outputs.release`);
    expect(pullRequest.if).toContain('!cancelled()');
    expect(pullRequest.with?.['body-path']).toBe(`\${{ runner.temp }}/${body}`);
    expect(String(pullRequest.with?.['add-paths']).trim().split('\n')).toEqual([
      'openapi/service-record.json',
      'scripts/service/service-messages.json',
    ]);
  });
});
