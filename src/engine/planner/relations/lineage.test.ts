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
});
