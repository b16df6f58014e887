import type { Prequal } from '../state/Prequal';
import { PREQUAL_STATUSES } from '../state/Prequal';
import type { FactDef } from './FactDef';
import { API_ERROR_KINDS } from '../api/ApiError';

type F = FactDef<Prequal>;

// The facts the prequal flow may name (prequal-dashboard-calculator-legal.md section 4).
export const prequalFacts = {
  status: { type: 'string', values: PREQUAL_STATUSES, describe: 'prequal status', get: ({ state }) => state.status },
  prequalStatus: { type: 'string', values: ['PREQUALIFIED', 'NOT_FOUND', 'CANCELED'], describe: 'prequalStatus', get: ({ state }) => state.prequalStatus },
  required: {
    // Its values are the fields flows/inquiries.yaml maps the lender's types to (flows:check reads them there),
    // never a list of field names kept here beside that table.
    type: 'list', describe: 'fields the server asks for (dataInquiryList through flows/inquiries.yaml)', valuesFrom: 'inquiryFields',
    get: ({ inquiries }) => inquiries.required,
  },
  personalDataProvided: { type: 'boolean', describe: 'personal data was already given', get: ({ state }) => state.personalDataProvided === true },
  hasParent: { type: 'boolean', describe: 'the prequal has a parent id', get: ({ state }) => Boolean(state.parentId) },
  screen: { type: 'string', describe: 'the screen the event happened on', get: ({ ctx }) => ctx.screen ?? null },
  actionError: {
    type: 'string', values: [...API_ERROR_KINDS],
    describe: 'kind of error the action ended with (null when it succeeded)', get: ({ ctx }) => ctx.actionError ?? null,
  },
  hasFirstName: { type: 'boolean', describe: 'the prequal knows the first name', get: ({ state }) => Boolean(state.firstName) },
  hasMerchant: { type: 'boolean', describe: 'the prequal names its merchant (none loaded: no)', get: ({ state }) => Boolean((state as Prequal | null)?.merchantName) },
  offerAlreadySelected: {
    type: 'boolean', describe: 'the offer picked is the one already selected',
    get: ({ state, ctx }) => ctx.event?.offerId != null && ctx.event.offerId === state.selectedOfferId,
  },
  errorMessage: { type: 'string', describe: 'the message of the error being shown', get: ({ ctx }) => ctx.errorMessage ?? null },
  direct: { type: 'boolean', describe: 'the link route was opened with the direct marker', get: ({ ctx }) => ctx.direct === true },
} as const satisfies Record<string, F>;

export type PrequalFactName = keyof typeof prequalFacts;
