import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../engine/Problem';
import { formatFromArgs, githubAnnotation, report } from '../../../scripts/check/report';

const slip: Problem = { file: 'flows/borrower.yaml', line: 406, column: 13, message: '"x" is not a screen of the borrower journey', rule: 'flowNames' };
const clean = 'flows:check: 3 flow files, 78 screens across both journeys, no problems';

describe('the reporter (scripts/check/report.ts)', () => {
  it('prints the lines product reads and a count on stderr, or the clean line on stdout', () => {
    expect(report([slip], 'text', clean)).toEqual({ stdout: '', stderr: 'flows/borrower.yaml:406:13: "x" is not a screen of the borrower journey\nflows:check: 1 problem\n', code: 1 });
    expect(report([], 'text', clean)).toEqual({ stdout: `${clean}\n`, stderr: '', code: 0 });
  });

  it('prints every problem as JSON for an editor or CI, [] when all is well', () => {
    expect(JSON.parse(report([slip], 'json', clean).stdout)).toEqual([slip]);
    expect(report([], 'json', clean)).toEqual({ stdout: '[]\n', stderr: '', code: 0 });
  });

  it('escapes a GitHub annotation as GitHub reads it: %, CR and LF in the message, and : and , too in a property', () => {
    const odd: Problem = { file: 'content/en/screens/a,b:c.md', line: 2, column: 1, message: '100% sure\r\nnext line, with: colon', rule: 'copy,Text' };
    expect(githubAnnotation(odd)).toBe('::error file=content/en/screens/a%2Cb%3Ac.md,line=2,col=1,title=copy%2CText::100%25 sure%0D%0Anext line, with: colon');
    expect(report([slip], 'github', clean)).toEqual({ stdout: `${githubAnnotation(slip)}\n`, stderr: 'flows:check: 1 problem\n', code: 1 });
  });

  it('reads the format from the command line', () => {
    expect([formatFromArgs([]), formatFromArgs(['--json']), formatFromArgs(['--format', 'github']), formatFromArgs(['--format=json']), formatFromArgs(['--format'])]).toEqual(['text', 'json', 'github', 'json', '']);
  });
});
