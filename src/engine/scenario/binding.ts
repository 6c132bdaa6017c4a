// Binds a scenario's card slots to the physical cards of its running state.
import type { PlayerId } from '../types.ts';
import type { Slot } from './slots.ts';

export class Binding {
  private setup: number[] = [];
  private created = new Map<number, number>();
  heroes: Record<PlayerId, number> = { A: -1, B: -1 };

  bindSetup(phys: number[]): void {
    this.setup = phys;
  }

  bindCreated(step: number, phys: number): void {
    this.created.set(step, phys);
  }

  /** The physical card of each setup card (in setup order) and of each `create` step (by step). */
  ids(): { setup: number[]; created: Record<number, number> } {
    return { setup: this.setup.slice(), created: Object.fromEntries(this.created) };
  }

  resolve(slot: Slot): number | undefined {
    if (slot.kind === 'setup') return this.setup[slot.index];
    if (slot.kind === 'hero') return this.heroes[slot.player];
    return this.created.get(slot.step);
  }
}
