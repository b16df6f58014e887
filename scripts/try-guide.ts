// npm run test:guide: proves docs/adding-a-screen.md works exactly as written. It copies the project, applies
// every step the guide marks (<!-- guide:file|append|insert|replace path -->, then a fenced block), runs
// forms:compile and flows:check as the guide says, then replays a QA fixture that walks to the new screen, answers
// it in Chromium and checks the lender holds the answers, and one that answers the guide's prequal screen (section 6)
// and reaches the offers. Exits 1 with the failing step named.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './lib/root';

const GUIDE = 'docs/adding-a-screen.md';
const STEP = /<!-- guide:(file|append|insert|replace) (\S+)(?: after "([^"]*)")? -->\n```[a-z]*\n([\s\S]*?)\n```/g;

// The QA fixture the test adds (fixtures are QA's, not part of the guide): the happy path up to the new screen.
const FIXTURE = `name: guide-job-details
description: The screen docs/adding-a-screen.md adds, answered as a renter with a permit number.
scenario:
  token: demo-guide
  merchant: { id: m-1001, name: Bright Plumbing, vertical: HS }
  amount: 2400
  inquiries: [FIRST_NAME, LAST_NAME, EMAIL, DOB, INCOME, SSN4, ADDRESS, ADDRESS2, CITY, STATE, ZIP]
steps:
  - open: link
    expect: { path: '/{token}' }
  - fill: { First name: Ana, Last name: Rivera, Personal email: ana.guide@example.com, MM: '04', DD: '12', YYYY: '1988', Annual income before taxes: '65000', Last 4 of SSN: '1111', Home address: 12 Main Street, City: Springfield, State: IL, Zip code: '62701' }
  - check: I agree to the Terms of Service
  - click: APPLY
    expect: { path: /choose_plan }
  - pick: 12
    expect: { path: /job_details, see: [Tell us about the job, What kind of job is it?], notSee: [Landlord's phone number] }
  - choose: { What kind of job is it?: A repair, Do you own or rent the home?: I rent it }
    expect: { see: [Landlord's phone number] }
  - fill: { Permit number (if you have one): '12345' }
    expect: { see: [Enter the permit number like CA-123456] }
  - fill: { Landlord's phone number: '5550107788', Permit number (if you have one): CA-123456 }
  - click: CONTINUE
    expect: { path: /link_bank }
  - saved: { jobType: repair, homeOwner: rent, landlordPhone: '+15550107788', permitNumber: CA-123456 }
`;

// The guide's section 6: the same question in the prequal journey, from the signup page to the offers through it.
const PREQUAL_FIXTURE = `name: guide-prequal-job-details
kind: prequal
description: The prequal screen docs/adding-a-screen.md adds (section 6), answered as an owner.
scenario:
  token: demo-guide-prequal
  merchant: { id: m-1001, name: Bright Plumbing, vertical: HS }
  amount: 10000
  inquiries: []
steps:
  - open: link
    expect: { path: '/{token}/prequalify' }
  - fill: { Mobile number: '5555550231' }
  - click: SEND CODE
    expect: { path: /prequal_pin }
  - code: latest
    expect: { path: /prequal_entry }
  - fill: { First name: Rosa, Last name: Delgado, Personal email: rosa.guide@example.com, MM: '03', DD: '22', YYYY: '1987', Annual income before taxes: '76000', Last 4 of SSN: '1111' }
  - check: I agree to the Terms of Service
  - click: CONTINUE
    expect: { path: /prequal_address }
  - fill: { Home address: 27 Willow Street, City: Springfield, Zip code: '62701' }
  - click: CONTINUE
    expect: { path: /prequal_job_details, see: [Tell us about the job, Bright Plumbing asked us to note a few things about the job.] }
  - choose: { What kind of job is it?: A replacement, Do you own or rent the home?: I own it }
  - click: CONTINUE
    expect: { path: /prequal_offers, see: ["You're prequalified for up to $10,000.00"] }
  - saved: { jobType: replacement, homeOwner: own }
`;

function run(cwd: string, args: string[], what: string): void {
  const r = spawnSync('npx', args, { cwd, stdio: 'inherit', env: { ...process.env, PROJECT_ROOT: cwd } });
  if (r.status !== 0) fail(`${what} failed in ${cwd} (exit ${String(r.status)})`);
}

function fail(message: string): never {
  console.error(`try-guide: ${message}`);
  process.exit(1);
}

// Applies one marked step of the guide to the copy; a step that no longer fits the project fails with its text.
function apply(dir: string, kind: string, path: string, after: string | undefined, body: string): void {
  const file = join(dir, path);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (kind === 'file') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${body}\n`);
  } else if (kind === 'append') writeFileSync(file, `${text.replace(/\n*$/, '\n')}${body}\n`);
  else if (kind === 'insert') {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l === after);
    if (at < 0) fail(`${GUIDE}: "${path}" has no line "${after}" to insert after`);
    lines.splice(at + 1, 0, ...body.split('\n'));
    writeFileSync(file, lines.join('\n'));
  } else {
    const diff = body.split('\n');
    const from = diff.filter((l) => !l.startsWith('+')).map((l) => l.slice(1)).join('\n');
    const to = diff.filter((l) => !l.startsWith('-')).map((l) => l.slice(1)).join('\n');
    const count = text.split(from).length - 1;
    if (count !== 1) fail(`${GUIDE}: the change to ${path} matches ${count} places, not one:\n${from}`);
    writeFileSync(file, text.replace(from, to));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'try-guide-'));
const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
for (const f of files) {
  if (!existsSync(join(root, f))) continue;
  mkdirSync(dirname(join(dir, f)), { recursive: true });
  copyFileSync(join(root, f), join(dir, f));
}
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));

const guide = readFileSync(join(root, GUIDE), 'utf8');
const steps = [...guide.matchAll(STEP)];
if (steps.length < 5) fail(`${GUIDE}: found ${steps.length} marked steps, expected the whole walk-through`);
for (const [, kind, path, after, body] of steps) apply(dir, kind!, path!, after, body!);
const touched = [...new Set(steps.map((s) => s[2]!.split('/')[0]))];
if (touched.some((t) => !['flows', 'schemas', 'content'].includes(t!))) fail(`${GUIDE} touches ${touched.join(', ')}: a product change stays in flows/, schemas/ and content/`);
console.log(`try-guide: applied ${steps.length} steps of ${GUIDE} to ${dir}`);
writeFileSync(join(dir, 'fixtures', 'guide-job-details.yaml'), FIXTURE);
writeFileSync(join(dir, 'fixtures', 'guide-prequal-job-details.yaml'), PREQUAL_FIXTURE);

run(dir, ['tsx', 'scripts/compile-forms.ts'], 'npm run forms:compile');
run(dir, ['tsx', 'scripts/flows-check.ts'], 'npm run flows:check');
run(dir, ['tsx', 'scripts/replay.ts', 'guide-job-details', 'guide-prequal-job-details'], 'the replays of the new screens');
rmSync(dir, { recursive: true, force: true });
console.log('try-guide: the screens the guide adds work as written');
