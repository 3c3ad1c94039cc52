import { describe, expect, it } from 'vitest';
import {
  TASK_LIVE,
  TASK_NOT_FINISHED,
  TASK_STATUS_VALUES,
  TASK_UNASSIGNED,
  TASK_UNDER_WAY,
  TASK_WITH_PROFESSIONAL,
  type TaskStatus,
} from './states';

const sorted = (states: readonly TaskStatus[]) => [...states].sort();

describe('the task states grouped by meaning', () => {
  it('names each group once, from the lifecycle of PRODUCT.md', () => {
    expect(sorted(TASK_UNASSIGNED)).toEqual(['draft', 'open']);
    expect(sorted(TASK_UNDER_WAY)).toEqual(['assigned', 'in_progress', 'pending_confirmation']);
    expect(sorted(TASK_WITH_PROFESSIONAL)).toEqual(['assigned', 'completed', 'in_progress', 'pending_confirmation']);
    expect(sorted(TASK_NOT_FINISHED)).toEqual(['assigned', 'draft', 'in_progress', 'open', 'pending_confirmation']);
    expect(sorted(TASK_LIVE)).toEqual(['assigned', 'in_progress', 'open', 'pending_confirmation']);
  });

  it('splits every state that is not cancelled into with or without a professional, never both', () => {
    const notCancelled = TASK_STATUS_VALUES.filter((s) => s !== 'cancelled');
    for (const status of notCancelled) {
      expect(TASK_UNASSIGNED.includes(status) !== TASK_WITH_PROFESSIONAL.includes(status)).toBe(true);
    }
    expect(TASK_UNASSIGNED.includes('cancelled') || TASK_WITH_PROFESSIONAL.includes('cancelled')).toBe(false);
  });

  it('cannot be changed at run time by whoever imports them', () => {
    expect(Object.isFrozen(TASK_UNDER_WAY)).toBe(true);
    expect(() => (TASK_UNDER_WAY as TaskStatus[]).push('completed')).toThrow();
  });
});
