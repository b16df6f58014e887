// The legal wording of the sandbox's PDFs, read from documentTexts.yaml next to this file and checked once.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Lines = string[];
interface BoxText { label: string; explain: string }

/** The shape of documentTexts.yaml. */
export interface DocumentTexts {
  lender: { name: string; address: string; servicer: string; regulator: string };
  creditBureau: { name: string; address: string; phone: string; website: string };
  scoreRange: { low: number; high: number };
  footer: string;
  truthInLending: {
    document: string; title: string; parties: Lines;
    boxes: { apr: BoxText; financeCharge: BoxText; amountFinanced: BoxText; totalOfPayments: BoxText };
    schedule: { heading: string; columns: Lines; monthly: string; final: string };
    statements: Lines;
    itemization: { heading: string; columns: Lines; paidToMerchant: string; prepaidFinanceCharge: string; amountFinanced: string };
    servicing: string;
  };
  adverseAction: {
    document: string; title: string; header: Lines; intro: string; reasons: Record<string, string>; otherReason: string;
    scoreHeading: string; score: Lines; bureauHeading: string; bureau: Lines; ecoaHeading: string; ecoa: string;
  };
  creditScore: {
    document: string; title: string; header: Lines; scoreBox: { label: string; source: string };
    sections: { heading: string; text: string }[];
  };
}

// 's' string, 'n' number, [x] list of x, { '*': x } map of x, otherwise an object with those keys.
type Shape = 's' | 'n' | [Shape] | { [key: string]: Shape };
const box: Shape = { label: 's', explain: 's' };
const SHAPE: Shape = {
  lender: { name: 's', address: 's', servicer: 's', regulator: 's' },
  creditBureau: { name: 's', address: 's', phone: 's', website: 's' },
  scoreRange: { low: 'n', high: 'n' },
  footer: 's',
  truthInLending: {
    document: 's', title: 's', parties: ['s'],
    boxes: { apr: box, financeCharge: box, amountFinanced: box, totalOfPayments: box },
    schedule: { heading: 's', columns: ['s'], monthly: 's', final: 's' },
    statements: ['s'],
    itemization: { heading: 's', columns: ['s'], paidToMerchant: 's', prepaidFinanceCharge: 's', amountFinanced: 's' },
    servicing: 's',
  },
  adverseAction: {
    document: 's', title: 's', header: ['s'], intro: 's', reasons: { '*': 's' }, otherReason: 's',
    scoreHeading: 's', score: ['s'], bureauHeading: 's', bureau: ['s'], ecoaHeading: 's', ecoa: 's',
  },
  creditScore: {
    document: 's', title: 's', header: ['s'], scoreBox: { label: 's', source: 's' },
    sections: [{ heading: 's', text: 's' }],
  },
};

// Returns the first place the value does not fit the shape, as a sentence naming the key path.
function misfit(value: unknown, shape: Shape, path: string): string | undefined {
  const at = path || 'the top level';
  if (shape === 's') return typeof value === 'string' ? undefined : `${at} must be text`;
  if (shape === 'n') return typeof value === 'number' ? undefined : `${at} must be a number`;
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return `${at} must be a list`;
    for (const [index, item] of value.entries()) {
      const found = misfit(item, shape[0], `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${at} must be a mapping`;
  const record = value as Record<string, unknown>;
  const keys = shape['*'] === undefined ? Object.keys(shape) : Object.keys(record);
  for (const key of keys) {
    const found = misfit(record[key], shape['*'] ?? (shape[key] as Shape), path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/** Why: a typo in the legal wording file must fail loudly, naming the file and key, not print "undefined" in a PDF. */
export function parseDocumentTexts(source: string, fileName: string): DocumentTexts {
  const value: unknown = parse(source);
  const problem = misfit(value, SHAPE, '');
  if (problem) throw new Error(`${fileName}: ${problem}`);
  return value as DocumentTexts;
}

let cached: DocumentTexts | undefined;

/** Why: every renderer reads the same wording; the file is read and checked once per process. */
export function documentTexts(): DocumentTexts {
  if (!cached) {
    const file = new URL('./documentTexts.yaml', import.meta.url);
    cached = parseDocumentTexts(readFileSync(file, 'utf8'), 'sandbox/domain/documentTexts.yaml');
  }
  return cached;
}
