import type { ArchitectureModel } from '../../../model/index.js';

/**
 * A small shop written out by hand, for edit tests of every planner:
 * Shoppers → Storefront CDN → Public ALB → Checkout service → Orders DB, the checkout service also
 * → Payments queue → Payment worker → Ledger table; a Refund worker → Ledger table too.
 */
export const SHOP: ArchitectureModel = {
  title: 'Shop',
  provider: 'aws',
  diagramType: 'architecture',
  groups: [
    { id: 'cloud', kind: 'cloud', label: 'AWS Cloud', parent: null, props: {} },
    { id: 'vpc', kind: 'vpc', label: 'VPC', parent: 'cloud', props: {} },
    { id: 'az1', kind: 'az', label: 'Availability Zone 1', parent: 'vpc', props: {} },
    { id: 'web-sub', kind: 'subnet', label: 'Public subnet', parent: 'az1', props: { tier: 'public', public: true } },
    { id: 'app-sub', kind: 'subnet', label: 'App subnet', parent: 'az1', props: { tier: 'app', public: false } },
    { id: 'data-sub', kind: 'subnet', label: 'Data subnet', parent: 'az1', props: { tier: 'data', public: false } },
  ],
  nodes: [
    { id: 'shoppers', service: 'general.users', label: 'Shoppers', parent: null, props: {} },
    { id: 'cdn', service: 'aws.cloudfront', label: 'Storefront CDN', parent: 'cloud', props: {} },
    { id: 'alb', service: 'aws.alb', label: 'Public ALB', parent: 'web-sub', props: {} },
    { id: 'checkout', service: 'aws.ecs', label: 'Checkout service', parent: 'app-sub', props: {} },
    { id: 'orders', service: 'aws.aurora', label: 'Orders DB', parent: 'data-sub', props: {} },
    { id: 'payq', service: 'aws.sqs', label: 'Payments queue', parent: 'cloud', props: {} },
    { id: 'payer', service: 'aws.lambda', label: 'Payment worker', parent: 'cloud', props: {} },
    { id: 'refunder', service: 'aws.lambda', label: 'Refund worker', parent: 'cloud', props: {} },
    { id: 'ledger', service: 'aws.dynamodb', label: 'Ledger table', parent: 'cloud', props: {} },
  ],
  edges: [
    { id: 'e1', source: 'shoppers', target: 'cdn', label: '', props: {} },
    { id: 'e2', source: 'cdn', target: 'alb', label: '', props: {} },
    { id: 'e3', source: 'alb', target: 'checkout', label: '', props: {} },
    { id: 'e4', source: 'checkout', target: 'orders', label: '', props: {} },
    { id: 'e5', source: 'checkout', target: 'payq', label: '', props: {} },
    { id: 'e6', source: 'payq', target: 'payer', label: '', props: {} },
    { id: 'e7', source: 'payer', target: 'ledger', label: '', props: {} },
    { id: 'e8', source: 'refunder', target: 'ledger', label: '', props: {} },
  ],
};
