import { measuredConfidence, resultClass } from '../../server/engine/calibration.js';
import type { MethodResult } from '../../server/engine/types.js';

/** The class an offline result was put in, and the confidence the measured table gives that class. */
export function measured(r: Pick<MethodResult, 'paradigm'> & object): { cls: string | undefined; confidence: number } {
  const cls = resultClass.get(r);
  return { cls, confidence: cls ? measuredConfidence(r.paradigm, cls) : 0 };
}
