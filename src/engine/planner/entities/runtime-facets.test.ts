import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('entities: a sidecar runtime\'s building blocks are facets, not stops on the flow', () => {
  it('"the Dapr state store is <a store>": the service uses the store directly', () => {
    const d = drawn('Each booking pod carries a Dapr sidecar. For the Seat Service, the Dapr state store is Azure Table Storage.', 'azure');
    expect(d.edges).toContain('Seat Service -> Azure Table Storage');
    expect(d.labels.some((l) => /state/i.test(l))).toBe(false);
    expect(d.labels.some((l) => /^Dapr/.test(l))).toBe(true);
  });

  it('"via Dapr output bindings": the sending service writes to the queue', () => {
    const d = drawn('Dapr runs next to every app. The Fares Service drops refund slips into Azure Queue Storage via Dapr output bindings.', 'azure');
    expect(d.edges).toContain('Fares Service -> Azure Queue Storage');
    expect(d.edges.some((e) => /bindings/i.test(e))).toBe(false);
  });

  it('"using the Dapr API" puts no API node between the app and the broker', () => {
    const d = drawn('Dapr is deployed beside both workers. The Rust worker emits tickets to RabbitMQ using the Dapr API.', 'azure');
    expect(d.labels.some((l) => /Dapr API/i.test(l))).toBe(false);
    expect(d.edges).toContain('Rust worker -> RabbitMQ');
  });

  it('a building block with no product behind it in its sentence is still the store drawn', () => {
    const d = drawn('Dapr runs next to every app. A nightly tally job pushes totals into one Dapr state store; kiosk screens poll it.', 'azure');
    expect(d.labels.some((l) => /Dapr state store/i.test(l))).toBe(true);
  });

  it('a building block written as a name of its own after the runtime ("Dapr Output Bindings") is no node', () => {
    const d = drawn('Dapr sits beside every app. The Ledger Service files receipts in Azure Queue Storage through Dapr Output Bindings.', 'azure');
    expect(d.labels.some((l) => /bindings/i.test(l))).toBe(false);
    expect(d.edges).toContain('Ledger Service -> Azure Queue Storage');
  });

  it('"the Dapr PubSub component" played by a broker draws no second broker', () => {
    const d = drawn('RabbitMQ plays the part of the Dapr PubSub component for the Basket Service.', 'azure');
    expect(d.labels.some((l) => /pubsub/i.test(l))).toBe(false);
    expect(d.edges).toContain('Basket Service -> RabbitMQ');
  });
});
