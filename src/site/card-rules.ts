// The rules a card's abilities apply, and the rules its type brings, as the engine cites them
// (src/engine/citations.ts). Abilities are mapped by kind, not card by card, so a new card in
// the same vocabulary needs nothing here, and a new kind or effect fails to compile until it
// is mapped. Numbers come from the engine's table in the current view's order of editions.
import { allCitations, type AbilityDef, type CardDef, type CardType, type EditionRules, type EffectDef, type RuleKey } from '../engine/index.ts';

const effectRules: { [K in EffectDef['do']]: (effect: Extract<EffectDef, { do: K }>) => RuleKey[] } = {
  returnToHand: () => ['toHand'],
  takeControl: () => ['control'],
  destroy: () => ['graveyard'],
  wound: () => ['creatures'],
  heal: () => ['heal'],
  draw: () => ['draw'],
  gainCoins: (e) => ['coinMove', ...(e.until ? (['temporary'] as const) : [])],
  modify: (e) => (e.effect.kind === 'stat' ? ['modifiers'] : []),
  summon: () => ['summon', 'summonCancel'],
};

function ofEffect(effect: EffectDef): RuleKey[] {
  return (effectRules[effect.do] as (e: EffectDef) => RuleKey[])(effect);
}

const abilityRules: { [K in AbilityDef['kind']]: (ability: Extract<AbilityDef, { kind: K }>, card: CardDef) => RuleKey[] } = {
  // 203.2 and 203.3 speak of cost only; every numerical modifier goes through 521.1.
  stat: (a) => [...(a.stat === 'cost' ? [a.scope === 'self' ? ('costSelf' as const) : ('costSet' as const)] : []), 'modifiers'],
  // Keywords are named, not modelled: the excerpts do not say how they work.
  keyword: () => [],
  onPlay: (a) => ofEffect(a.effect),
  spell: (a) => ['spellCast', ...ofEffect(a.effect)],
  activated: (a, card) => [...(card.type === 'creature' ? (['firstTurn'] as const) : []), ...ofEffect(a.effect)],
  triggered: (a) => [...(a.effect.do === 'summon' ? (['triggerSkip'] as const) : []), ...ofEffect(a.effect)],
  choose: (a) => ['chain', ...(a.on === 'spell' ? (['chainSpell'] as const) : []), ...a.options.flatMap(ofEffect)],
};

const typeRules: Record<CardType, RuleKey[]> = {
  creature: ['stats', 'creatures', 'firstTurn'],
  hero: ['stats', 'heroStays', 'heroWounds'],
  spell: ['onlyCost', 'spellCast'],
  event: ['onlyCost', 'eventEnters', 'oneEvent', 'eventImmune'],
  equipment: ['onlyCost', 'equipmentEnters', 'oneEquipment', 'equipmentImmune'],
};

export interface CardRule {
  key: RuleKey;
  /** The rule's number or paragraph anchor in the first of `editions` that holds it. */
  rule: string;
  edition: string;
}

function numbered(keys: RuleKey[], editions: readonly string[], tables: readonly EditionRules[]): CardRule[] {
  const table = new Map(allCitations(tables).map((c) => [c.key, c.rules]));
  return [...new Set(keys)].flatMap((key) => {
    const rules = table.get(key) ?? {};
    const edition = editions.find((e) => rules[e]);
    return edition ? [{ key, rule: rules[edition]!, edition }] : [];
  });
}

/** The rules the card's abilities apply; `editions` in the order to take numbers from (the current view's), `tables` the engine's. */
export function abilityRulesOf(card: CardDef, editions: readonly string[], tables: readonly EditionRules[]): CardRule[] {
  const keys = card.abilities.flatMap((a) => (abilityRules[a.kind] as (a: AbilityDef, c: CardDef) => RuleKey[])(a, card));
  return numbered(keys, editions, tables);
}

/** The rules every card of its type follows. */
export function typeRulesOf(card: CardDef, editions: readonly string[], tables: readonly EditionRules[]): CardRule[] {
  return numbered(typeRules[card.type], editions, tables);
}
