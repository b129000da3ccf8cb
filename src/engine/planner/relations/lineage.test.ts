import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('content carried across sentences goes from where it was to who takes it', () => {
  it('measurements kept in two stores and pulled by two readers join every store to every reader', () => {
    const { edges } = drawn('Azure IoT Hub gathers the turbine measurements. The measurements are retained inside Azure Table Storage or Azure Database for PostgreSQL. A Grafana board and a Logic App pull the retained measurements.', 'azure');
    expect(edges).toContain('Azure IoT Hub -> Azure Database for PostgreSQL');
    expect(edges).toContain('Azure IoT Hub -> Azure Table Storage');
    for (const store of ['Azure Table Storage', 'Azure Database for PostgreSQL']) {
      expect(edges).toContain(`${store} -> Grafana`);
      expect(edges).toContain(`${store} -> Logic App`);
    }
  });

  it('readings named as the subject are handed on by the part that gathered them, not by the readings', () => {
    const { edges } = drawn('Pump sensor readings are gathered by Azure IoT Hub. The readings are persisted within Azure Table Storage.', 'azure');
    expect(edges).toContain('Azure IoT Hub -> Azure Table Storage');
    expect(edges.some((e) => /readings -> Azure Table/.test(e))).toBe(false);
  });

  it('"them" stands for the clips last named, so the part that published them hands them to the archive', () => {
    const { edges } = drawn('Amazon Kinesis hands the clips to AWS Lambda, which publishes them on Amazon SNS. Amazon SQS feeds Amazon ECS. The clips are archived in Amazon S3.', 'aws');
    expect(edges).toContain('Amazon SNS -> Amazon S3');
    expect(edges).not.toContain('AWS Lambda -> Amazon S3');
  });

  it('"they" as the subject of a keeping verb carries the photos on to the part that later inspects them', () => {
    const { edges } = drawn('Cloud Run collects the parcel photos. They are put in Cloud Storage. Pub/Sub wakes Cloud Functions. Vertex AI inspects the stored photos.', 'gcp');
    expect(edges).toContain('Cloud Storage -> Vertex AI');
  });

  it('what content is kept as does not hide its place, and a part that builds something from it is fed from there', () => {
    const { edges } = drawn('Azure Functions gathers the invoices. The invoices are stored as raw scans inside Azure Blob Storage. Azure AI Search builds indexes from the stored invoices.', 'azure');
    expect(edges).toContain('Azure Blob Storage -> Azure AI Search');
    expect(edges).not.toContain('Azure Functions -> Azure AI Search');
  });
});
