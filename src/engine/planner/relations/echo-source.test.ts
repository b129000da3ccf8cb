import { describe, expect, it } from 'vitest';
import { drawnLabels } from '../testing/relations.js';

describe('"from the <participle> <noun>" repeating the last verb takes the input from that verb\'s doer', () => {
  it('the transcriber feeds the part that works on the transcribed text', () => {
    const { edges } = drawnLabels('The Speech service transcribes recorded audio into text form. Azure AI Language detects customer moods and named places from the transcribed text.', 'azure');
    expect(edges).toContain('AI Services -> Azure AI Language');
  });

  it('a part named after "from" stays the only source', () => {
    const { edges } = drawnLabels('A Lambda resizes uploaded photos into thumbnails. Amazon Rekognition labels faces from the resized pictures in S3.', 'aws');
    expect(edges).not.toContain('Lambda -> Amazon Rekognition');
  });
});
