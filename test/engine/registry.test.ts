import { describe, expect, it } from 'vitest';
import { METHOD_INFO, isMethodAllowed, methodsAllowedFor, requiredPlan } from '../../server/engine/registry.js';
import { PARADIGMS } from '../../server/engine/types.js';

describe('registry', () => {
  it('unlocks methods by plan as spec 4.5 says, cumulatively', () => {
    expect(methodsAllowedFor('free')).toEqual(['semantic', 'reasoning']);
    expect(methodsAllowedFor('pro')).toEqual(['semantic', 'reasoning', 'tool', 'biprm', 'ensemble', 'entropy']);
    expect(methodsAllowedFor('enterprise')).toEqual([...PARADIGMS]);
  });

  it('names the plan each method requires', () => {
    const want = { semantic: 'free', reasoning: 'free', tool: 'pro', biprm: 'pro', ensemble: 'pro', entropy: 'pro', formal: 'enterprise' };
    for (const m of PARADIGMS) expect(requiredPlan(m)).toBe(want[m]);
    expect(isMethodAllowed('pro', 'formal')).toBe(false);
  });

  it('charges the fixed offline costs', () => {
    const want = { semantic: 0.1, reasoning: 0.2, formal: 0.2, biprm: 0.3, entropy: 0.4, tool: 0.5, ensemble: 0.5 };
    for (const m of PARADIGMS) expect(METHOD_INFO[m].costCents).toBe(want[m]);
  });

  it('uses the speed classes of spec 4.3', () => {
    expect(METHOD_INFO.formal.speed).toBe('fast');
    expect(METHOD_INFO.semantic.speed).toBe('fast');
    expect(METHOD_INFO.tool.speed).toBe('slow');
    expect(METHOD_INFO.ensemble.speed).toBe('slow');
    expect(METHOD_INFO.reasoning.speed).toBe('medium');
  });
});
