import { describe, expect, it } from 'vitest';
import { classKey, measuredConfidence, type CalibrationTable } from '../../server/engine/calibration.js';

// The confidence of an offline verdict is measured per class (issue 14), replacing the constants
// the registry used to declare per method.
describe('measured confidence', () => {
  const table: CalibrationTable = { formal: { [classKey('false', 'calculation')]: { right: 98, decided: 98 }, [classKey('true', 'data')]: { right: 3, decided: 4 } } };

  it('is the Laplace estimate of its class: never 1, lower with fewer or wrong verdicts', () => {
    expect(measuredConfidence('formal', 'false:calculation', table)).toBe(0.99);
    expect(measuredConfidence('formal', 'true:data', table)).toBeCloseTo(4 / 6, 4);
  });

  it('claims nothing for a class it never measured', () => {
    expect(measuredConfidence('formal', 'true:proof', table)).toBe(0.5);
    expect(measuredConfidence('semantic', 'false:calculation', table)).toBe(0.5);
  });

  it('gives the shipped table a confidence above 0.95 for formal refutations of calculations', () => {
    expect(measuredConfidence('formal', 'false:calculation')).toBeGreaterThan(0.95);
  });
});
