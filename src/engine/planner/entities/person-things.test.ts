import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a word for people that describes the noun after it', () => {
  it('the member particulars handed on later are data, not the members sending', () => {
    const d = drawn('Members sign up in a kiosk app that calls a signup Lambda. Later the member details get forwarded to the Loyalty Microservice by the signup Lambda.');
    expect(d.edges.some((e) => e.startsWith('Members -> Loyalty'))).toBe(false);
    expect(d.edges.some((e) => /Lambda -> Loyalty Microservice/.test(e))).toBe(true);
  });

  it('wristbands worn by guests are devices that send, not the guests', () => {
    const d = drawn('Resort guest wristbands push tap events into Kinesis Data Streams.');
    const band = d.nodes.find((n) => /wristbands/i.test(n.label));
    expect(band?.service).toBe('general.iot_device');
    expect(d.edges.some((e) => /wristbands -> .*Kinesis/i.test(e))).toBe(true);
  });

  it('a network that belongs to clients is no person reaching the database', () => {
    const d = drawn('Bigtable is queried from the branch client network through Cloud VPN.', 'gcp');
    expect(d.labels.some((l) => /client/i.test(l) && !/network/i.test(l))).toBe(false);
  });

  it('a people word joined by a hyphen to a participle describes what follows and is no node', () => {
    const d = drawn('A watcher Lambda resizes the Aurora cluster according to analyst-tuned thresholds.');
    expect(d.labels.some((l) => /analyst/i.test(l))).toBe(false);
  });

  it('people named at the front of an event name are not who sends the event', () => {
    const d = drawn('The Parcel Orchestrator function publishes a Couriers alerted status event to an EventBridge bus.');
    expect(d.edges.some((e) => /^Parcel Orchestrator.* -> .*EventBridge/.test(e))).toBe(true);
    expect(d.labels.some((l) => /couriers/i.test(l))).toBe(false);
  });
});
