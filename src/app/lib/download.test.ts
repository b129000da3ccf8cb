import { describe, expect, it } from 'vitest';
import { exportFileName, slugify } from './download.js';

describe('export file names', () => {
  it('come from the title', () => {
    expect(exportFileName('AWS web shop in three tiers', 'drawio')).toBe('aws-web-shop-in-three-tiers.drawio');
    expect(exportFileName('AWS web shop in three tiers', 'png')).toBe('aws-web-shop-in-three-tiers.png');
    expect(slugify('  Café / Señor: K8s (prod)!  ')).toBe('cafe-senor-k8s-prod');
  });

  it('are never empty and never too long', () => {
    expect(slugify('???')).toBe('diagram');
    expect(slugify('a'.repeat(300)).length).toBeLessThanOrEqual(80);
  });
});
