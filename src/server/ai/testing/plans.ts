/** Plans and edit replies a model might send, for the fake providers to stream. */
export const VALID_PLAN = {
  title: 'Serverless API',
  diagram_type: 'serverless',
  groups: [{ id: 'cloud', kind: 'cloud', label: 'AWS Cloud' }],
  nodes: [
    { id: 'users', service: 'general.users', label: 'Users', group: null },
    { id: 'api', service: 'aws.api_gateway', label: 'API Gateway', group: 'cloud' },
    { id: 'fn', service: 'aws.lambda', label: 'Orders function', group: 'cloud' },
    { id: 'db', service: 'aws.dynamodb', label: 'Orders table', group: 'cloud', props: { encrypted_at_rest: true } },
  ],
  edges: [
    { from: 'users', to: 'api', label: 'HTTPS', props: { tls: true } },
    { from: 'api', to: 'fn' },
    { from: 'fn', to: 'db' },
  ],
};

/** Valid JSON, wrong meaning: an edge to a node that does not exist and an unknown service. */
export const BROKEN_PLAN = {
  ...VALID_PLAN,
  nodes: [...VALID_PLAN.nodes.slice(0, 3), { id: 'db', service: 'aws.dynamodbx', label: 'Orders table', group: 'cloud' }],
  edges: [...VALID_PLAN.edges, { from: 'fn', to: 'queue' }],
};

export const EDIT_REPLY = {
  understood: ['add an SQS queue between the function and the table'],
  ops: [{ op: 'insert_between', id: 'queue', source: 'fn', target: 'db', service: 'aws.sqs', label: 'Orders queue' }],
};
