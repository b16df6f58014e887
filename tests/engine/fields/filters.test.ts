import { describe, expect, it } from 'vitest';
import { filters } from '../../../engine/fields/registry';

// Each row: what the borrower types (or pastes) -> what the input keeps.
const table: Record<keyof typeof filters, [string, string][]> = {
  name: [
    ['Mary-Jane', 'Mary-Jane'],
    ["O'Brien Jr.", "O'Brien Jr."],
    ['O’Brien', "O'Brien"],
    ['José Ñúñez', 'José Ñúñez'],
    ['Zoë 3rd!', 'Zoë rd'],
    ['李 小龙', '李 小龙'],
    ['Ann<script>', 'Annscript'],
    ['', ''],
  ],
  zip: [['94107', '94107'], ['941070', '94107'], ['94-1a0', '9410'], ['94107-1234', '94107']],
  ssn4: [['12345', '1234'], ['•••-••-12', '12']],
  pin: [['12345', '1234'], ['1 2 3', '123']],
  ssn: [['123-45-6789', '123456789'], ['1234567890', '123456789']],
  phone: [
    ['(555) 123-4567', '5551234567'],
    ['555123456789', '5551234567'],
    ['+1 555 123 4567', '15551234567'],
    ['155512345678', '15551234567'],
    ['25551234567', '2555123456'],
  ],
  stateCode: [['ca', 'CA'], ['c4a', 'CA'], ['NYC', 'NY'], ['1', ''], ['n.y', 'NY']],
  city: [['San Francisco 94107', 'San Francisco '], ["Coeur d'Alene", "Coeur d'Alene"], ['Coeur d’Alene', "Coeur d'Alene"]],
  income: [
    ['$45,000', '$45,000'],
    ['45000.99', '45000.99'],
    ['4a5b0', '450'],
    ['1.2.3', '1.23'],
    ['-500', '500'],
    ['$', '$'],
  ],
  amount: [['$1,500', '1500'], ['0500', '500'], ['0', '0'], ['12.50', '1250'], ['1234567890', '123456789']],
  safeText: [
    ['Acme & Sons, Inc. (#2)', 'Acme & Sons, Inc. (#2)'],
    ['a@b <c> $5 {x}', 'ab c 5 x'],
    ['Macy’s “Best”', 'Macy\'s "Best"'],
  ],
  addressSecondary: [['Apt 4B', 'Apt 4B'], ['#12', '#12'], ['Unit 3-A/B', 'Unit 3-A/B'], ['Ste @5!', 'Ste 5']],
  email: [[' ann@example.com ', 'ann@example.com'], ['ann @ex ample.com', 'ann@example.com']],
  dobMonth: [['1', '1'], ['12', '12'], ['13', '1'], ['00', '0'], ['05', '05'], ['5', '5'], ['123', '12'], ['ab', '']],
  dobDay: [['31', '31'], ['32', '3'], ['00', '0'], ['09', '09'], ['4', '4']],
  dobYear: [['1990', '1990'], ['19901', '1990'], ['19a9', '199']],
  digits: [['12 34-56', '123456'], ['code: 0042', '0042'], ['abc', '']],
  ein: [['12-3456789', '123456789'], ['1234567890', '123456789'], ['12 345', '12345']],
  routingNumber: [['021000021', '021000021'], ['0210-00021-9', '021000021'], ['02a1', '021']],
  accountNumber: [['1234 5678 9012 3456 78', '12345678901234567'], ['00-1234', '001234']],
  ownership: [['45', '45'], ['45%', '45'], ['1000', '100'], ['4.5', '45']],
};

describe('as-you-type filters', () => {
  for (const [name, rows] of Object.entries(table)) {
    const filter = filters[name as keyof typeof filters];
    it.each(rows)(`${name}: %j -> %j`, (typed, kept) => {
      expect(filter(typed)).toBe(kept);
    });
  }

  it('has a table for every registered filter', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(filters).sort());
  });
});
