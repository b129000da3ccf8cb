import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('relations: a plural object before a colon, then the list of its members', () => {
  it('every listed member is reached by the subject, the first one too', () => {
    const d = drawn('The Event Grid topic triggers three handler services: Billing Service, Shipping Service and Audit Service.', 'azure');
    expect(d.edges).toContain('Event Grid topic -> Billing Service');
    expect(d.edges).toContain('Event Grid topic -> Shipping Service');
    expect(d.edges).toContain('Event Grid topic -> Audit Service');
    expect(d.edges).not.toContain('Billing Service -> Event Grid topic');
  });

  it('a heading drawn as a part of its own gives way to the members it stood for', () => {
    const d = drawn('The Event Grid topic triggers the handler services: Billing Service, Shipping Service and Audit Service.', 'azure');
    expect(d.labels).not.toContain('Handler services');
    expect(d.edges).toContain('Event Grid topic -> Billing Service');
    expect(d.edges).toContain('Event Grid topic -> Audit Service');
  });

  it('members named by their products, with articles', () => {
    const d = drawn('The SNS topic triggers two consumers: a Lambda function and an ECS task.', 'aws');
    expect(d.edges).toContain('SNS topic -> Lambda function');
    expect(d.edges).toContain('SNS topic -> ECS task');
  });

  it('a plural noun that names no part heads the list as well', () => {
    const d = drawn('The Service Bus topic feeds three processors: Invoice Processor, Ledger Processor and Mailer Processor.', 'azure');
    for (const p of ['Invoice Processor', 'Ledger Processor', 'Mailer Processor']) expect(d.edges).toContain(`Service Bus topic -> ${p}`);
    expect(d.edges).not.toContain('Invoice Processor -> Service Bus topic');
  });

  it('a purpose between the plural object and the colon changes nothing', () => {
    const d = drawn('The SNS topic wakes the worker services to finish each booking: Billing Service, Ledger Service and Mailer Service.', 'aws');
    for (const p of ['Billing Service', 'Ledger Service', 'Mailer Service']) expect(d.edges).toContain(`SNS topic -> ${p}`);
    expect(d.edges).not.toContain('Billing Service -> SNS topic');
  });
});
