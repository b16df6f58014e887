// The QA fixtures the guide's browser test adds to its scratch copy (scripts/guide/guide.spec.ts): fixtures are QA's,
// not part of docs/adding-a-screen.md.

// The happy path up to the new screen.
export const FIXTURE = `name: guide-job-details
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
export const PREQUAL_FIXTURE = `name: guide-prequal-job-details
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
