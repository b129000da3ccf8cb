import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('the text\'s fuller name for a service', () => {
  it('keeps the words written between the short name\'s words ("SageMaker real-time endpoint")', () => {
    const { labels } = drawnLabels('The planetarium kiosk asks our SageMaker real-time endpoint which constellation a photo shows.');
    expect(labels).toContain('SageMaker real-time endpoint');
  });

  it('a short name said as written stays the short name', () => {
    const { labels } = drawnLabels('The planetarium kiosk asks a SageMaker endpoint which constellation a photo shows.');
    expect(labels).toContain('SageMaker Endpoint');
  });
});

describe('a service spelled out with its initials in brackets, then an everyday head noun', () => {
  it('"… (RDS) instance" is one database whose label keeps "instance"; no machine of its own', () => {
    const { labels } = drawnLabels('The observatory stores frames in an Amazon Relational Database Service (RDS) instance.');
    expect(labels.some((l) => /RDS|Relational/.test(l) && /instance/i.test(l))).toBe(true);
    expect(labels.some((l) => /EC2/.test(l))).toBe(false);
  });
});

describe('an older product name written as a name, then an everyday head noun', () => {
  it('"the Cognitive Search service" keeps the words the text used beside the current short name', () => {
    const { labels } = drawnLabels('A nightly indexer function posts each recipe card to the Cognitive Search service for the pantry app.', 'azure');
    expect(labels.some((l) => /Cognitive Search/.test(l))).toBe(true);
  });

  it('"the Form Recognizer service" likewise keeps its written name', () => {
    const { labels } = drawnLabels('The intake function hands scanned waybills to the Form Recognizer service and stores the fields in Cosmos DB.', 'azure');
    expect(labels.some((l) => /Form Recognizer/.test(l))).toBe(true);
  });
});
