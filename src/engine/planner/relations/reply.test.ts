import { describe, expect, it } from 'vitest';
import { statedEdges } from '../testing/relations.js';

const edges = (prompt: string): string[] => statedEdges(prompt, 'azure');

describe('relations: an answer that names no destination goes back to who asked', () => {
  it('"A sends a request. B returns the result": B answers A', () => {
    expect(edges('The catalogue web app sends a lookup request. Azure AI Search returns the matching titles.')).toContain('azure.ai_search -> azure.app_service');
  });

  it('no second, reverse edge when the asker already reached the one answering', () => {
    const out = edges('The catalogue web app sends a lookup request to Azure AI Search. Azure AI Search returns the matching titles.');
    expect(out).toContain('azure.app_service -> azure.ai_search');
    expect(out).not.toContain('azure.ai_search -> azure.app_service');
  });
});
