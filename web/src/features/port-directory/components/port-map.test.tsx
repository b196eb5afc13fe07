import { describe, expect, it } from 'vitest';
import { mapBounds } from './port-map';

describe('the port map box', () => {
  it('holds the port and every place, with a margin', () => {
    const b = mapBounds([
      { lat: 38.03, lon: 23.55 },
      { lat: 38.04, lon: 23.53 },
      { lat: 38.0, lon: 23.53 },
    ]);
    expect(b.minLat).toBeLessThan(38.0);
    expect(b.maxLat).toBeGreaterThan(38.04);
    expect(b.minLon).toBeLessThan(23.53);
    expect(b.maxLon).toBeGreaterThan(23.55);
  });

  it('never zooms closer than about ten kilometres around a lone port', () => {
    const b = mapBounds([{ lat: 1.29, lon: 103.85 }]);
    expect(b.maxLat - b.minLat).toBeGreaterThanOrEqual(0.1);
    expect(b.maxLon - b.minLon).toBeGreaterThanOrEqual(0.1);
  });
});
