// The 404 page's nearest rules: neighbours in reading order and the section when it exists.
import { describe, expect, it } from 'vitest';
import { nearestRules } from '../../src/scripts/not-found/nearest-rules.ts';

const view = { sections: [205, 206, 520], rules: ['205.1', '205.2', '205.3', '205.4', '206.1', '520.1', '520.2', '520.10'] };

describe('nearest rules', () => {
  it('names the section and two rules on each side', () => {
    expect(nearestRules(view, '205.9')).toEqual(['205', '205.3', '205.4', '206.1', '520.1']);
  });

  it('orders numbers as numbers, not as text', () => {
    expect(nearestRules(view, '520.3')).toEqual(['520', '520.1', '520.2', '520.10']);
  });

  it('has no section to offer for a section the view lacks, and stops at the ends', () => {
    expect(nearestRules(view, '999.1')).toEqual(['520.2', '520.10']);
    expect(nearestRules(view, '100.1')).toEqual(['205.1', '205.2']);
  });

  it('does not offer a section’s page as the neighbour of its own number', () => {
    expect(nearestRules(view, '205')).toEqual(['205.1', '205.2']);
  });
});
