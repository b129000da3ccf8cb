import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('a count of parts listed by name, each with a clause of its own', () => {
  it('draws the named parts and reads each clause of its own name', () => {
    const got = drawn('Two consumers read the Kinesis stream: Pelican, which archives clicks to S3, and Heron, which counts sessions in DynamoDB.');
    expect(got.labels).toEqual(expect.arrayContaining(['Pelican consumer', 'Heron consumer']));
    expect(got.labels.some((l) => /Consumer \d/.test(l))).toBe(false);
    expect(got.edges).toEqual(expect.arrayContaining(['Kinesis Data Streams -> Pelican consumer', 'Kinesis Data Streams -> Heron consumer', 'Pelican consumer -> S3 (clicks)', 'Heron consumer -> DynamoDB (sessions)']));
    expect(got.edges).not.toContain('Pelican consumer -> Heron consumer');
  });

  it('lets one listed part call another by its bare name', () => {
    const got = drawn('The kiosk fleet runs three services: Marlo, which keeps tallies in DynamoDB, Brisket, which hands orders to Marlo, and Tuck, which saves photos in S3.');
    expect(got.edges).toEqual(expect.arrayContaining(['Marlo service -> DynamoDB (tallies)', 'Brisket service -> Marlo service', 'Tuck service -> S3 (photos)']));
    expect(got.edges).not.toContain('Brisket service -> Tuck service');
  });

  it('leaves a list that names fewer parts than it counts to the numbered copies', () => {
    const got = drawn('Three consumers drain the Kinesis stream: Pelican, which archives clicks to S3, and others.');
    expect(got.labels).not.toContain('Pelican consumer');
  });
});
