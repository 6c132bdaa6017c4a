// Moves of time: deferred effects (519), phases and the end of the turn.
import { done } from '../results.ts';
import { defer as deferEffect } from '../rules/r519-deferred.ts';
import { endTurn as endTheTurn, runPhase } from '../turn.ts';
import type { Handler } from './context.ts';

export const defer: Handler<'defer'> = ({ s }, a) => done(deferEffect(s, a.player, a.payload, a.target));

export const phase: Handler<'phase'> = ({ s }, a) => done(runPhase(s, a.name));

export const endTurn: Handler<'endTurn'> = ({ catalog, s }) => done(endTheTurn(catalog, s));
