import { describe, expect, it } from 'vitest';
import { drawn } from '../testing/drawn.js';

describe('what a device sends, said again', () => {
  it('"the readings" later is the data where it went, not the device', () => {
    const { edges } = drawn('Tank sensor readings go to Azure IoT Hub. Later, Stream Analytics pulls the readings from IoT Hub and flags spikes.', 'azure');
    expect(edges).toContain('Azure IoT Hub -> Stream Analytics');
    expect(edges.some((e) => /^Tank sensor readings -> Stream Analytics$/.test(e))).toBe(false);
  });
});
