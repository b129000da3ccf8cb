import { serviceForKind, type ServiceKind } from '../../catalog/index.js';
import type { Provider } from '../../../shared/contract/values.js';
import type { Plan } from '../plan/schema.js';

type Exchange = { participants: readonly (readonly [string, ServiceKind | null])[]; messages: readonly (readonly [number, number, string, boolean?])[] };

/** Standard exchanges for sequence prompts that name a flow but no messages. Replies are marked true. */
const FLOWS: readonly (readonly [RegExp, Exchange])[] = [
  [/\boauth|openid|oidc|sso\b/i, {
    participants: [['User', 'users'], ['Client app', 'browser'], ['Authorization server', 'identity'], ['Resource API', 'api_gateway']],
    messages: [[0, 1, 'Open app'], [1, 2, 'Authorization request'], [2, 0, 'Login and consent', true], [0, 2, 'Credentials'], [2, 1, 'Authorization code', true],
      [1, 2, 'Exchange code for token'], [2, 1, 'Access token', true], [1, 3, 'API call with token'], [3, 1, 'Response', true]],
  }],
  [/\blog ?in|sign ?in|auth\w*\b/i, {
    participants: [['User', 'users'], ['Web app', 'web_app'], ['Auth service', 'identity'], ['User database', 'relational_db']],
    messages: [[0, 1, 'Enter credentials'], [1, 2, 'Login request'], [2, 3, 'Look up user'], [3, 2, 'User record', true], [2, 1, 'Session token', true], [1, 0, 'Signed in', true]],
  }],
  [/\bcheckout|order|payment|purchase\b/i, {
    participants: [['Customer', 'users'], ['Web shop', 'web_app'], ['Order service', 'microservice'], ['Payment provider', 'external_api'], ['Order database', 'relational_db']],
    messages: [[0, 1, 'Checkout'], [1, 2, 'Create order'], [2, 3, 'Charge card'], [3, 2, 'Payment confirmed', true], [2, 4, 'Save order'], [2, 1, 'Order confirmed', true], [1, 0, 'Confirmation', true]],
  }],
];

const API: Exchange = {
  participants: [['Client', 'browser'], ['API gateway', 'api_gateway'], ['Service', 'function'], ['Database', 'nosql']],
  messages: [[0, 1, 'HTTP request'], [1, 2, 'Invoke'], [2, 3, 'Query'], [3, 2, 'Result', true], [2, 1, 'Response', true], [1, 0, 'HTTP response', true]],
};

/** A standard exchange for the topic, labelled with the provider's services where that reads better. */
export function sequenceTemplate(text: string, provider: Provider): Plan {
  const flow = FLOWS.find(([re]) => re.test(text))?.[1] ?? API;
  const nodes = flow.participants.map(([label, kind], i) => {
    const entry = kind && provider !== 'general' && !['users', 'browser', 'web_app', 'microservice', 'external_api'].includes(kind) ? serviceForKind(kind, provider) : undefined;
    return { id: `p${i + 1}`, service: null, shape: 'lifeline' as const, label: entry?.short ?? label, props: { order: i + 1 } };
  });
  const edges = flow.messages.map(([from, to, label, reply], i) => ({
    from: `p${from + 1}`, to: `p${to + 1}`, label, props: { order: i + 1, ...(reply ? { reply: true, async: true } : {}) },
  }));
  return { title: 'Sequence diagram', diagram_type: 'sequence', nodes, groups: [], edges };
}
