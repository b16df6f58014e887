import { describe, expect, it } from 'vitest';
import { findPersonalData, typedValues } from '../../e2e/replay/findPersonalData';

describe('the analytics check of the replays', () => {
  const typed = typedValues([{ fill: { 'First name': 'Ana', 'Last 4 of SSN': '1111', Zip: '62701' } }, { click: 'APPLY' }]);

  it('collects what QA typed', () => expect(typed).toEqual(['Ana', '1111', '62701']));

  it('collects an address typed for suggestions and the parts of the one chosen', () => {
    expect(typedValues([{ suggest: { 'Home address': '123 Ma' }, option: '123 Main St, Springfield, IL 62701' }]))
      .toEqual(['123 Ma', '123 Main St', 'Springfield', 'IL 62701']);
  });

  it('flags an event carrying a typed value or an email, naming the event', () => {
    const leaks = findPersonalData([
      { event: 'Viewed Page', properties: { page: 'entry' } },
      { event: 'Displayed On-Page Error', properties: { errorMsg: 'Invalid zip code 62701' } },
      { event: 'Signed Up', properties: { who: 'ana@example.com' } },
    ], typed);
    expect(leaks).toEqual(['analytics event "Displayed On-Page Error" carries a typed value (62…)', 'analytics event "Signed Up" carries an email address']);
  });

  it('passes clean events', () => expect(findPersonalData([{ event: 'Viewed Page', properties: { page: 'choose_plan' }, userId: 'la-12345' }], typed)).toEqual([]));
});

describe('no false alarms', () => {
  it('a typed 4-digit value inside a timestamp or a longer number is not a leak', () => {
    expect(findPersonalData([{ event: 'Viewed Page', properties: { page: 'entry', at: 1763755555123 }, timestamp: 1763755555123 }], ['5555'])).toEqual([]);
    expect(findPersonalData([{ event: 'Viewed Page', properties: { last4: '5555' } }], ['5555'])).toHaveLength(1);
  });
});
