// Steps as a reader sees them, in Russian: «Сыграть: Кутила», «Переместить: Нимерт → рука
// игрока Б», «Спросить: сколько стоит Кутила?».
import { effectLabel, payloadLabel, untilEndOfTurn } from '../effects.ts';
import { coins, cards, player, playerGen, wounds, ZONE_WORDS } from '../words.ts';
import type { PlayerId } from '../types.ts';
import type { Question, ScenarioAction, Slot, ZoneRef } from './types.ts';

export const zoneLabel = (z: ZoneRef) => `${ZONE_WORDS[z.zone].name} ${playerGen(z.player)}`;

/** The reference a step wrote for a card, by the card's slot. */
export type RefLabel = (slot: Slot) => string;

const by = (p: PlayerId | null) => (p ? ` (${player(p)})` : '');

export function actionLabel(a: ScenarioAction, label: RefLabel): string {
  switch (a.type) {
    case 'play': return `Сыграть: ${label(a.card)}${by(a.player)}${a.targets.length ? `, цель: ${a.targets.map(label).join(', ')}` : ''}`;
    case 'move': return `Переместить: ${label(a.card)} → ${zoneLabel(a.to)}${a.position ? (a.position === 'top' ? ', на верх' : ', в низ') : ''}`;
    case 'destroy': return `Уничтожить: ${label(a.card)}`;
    case 'wound': return `Ранить: ${label(a.card)}, ${wounds(a.amount)}`;
    case 'heal': return `Излечить: ${label(a.card)} на ${a.amount}`;
    case 'draw': return `Взять из колоды: ${cards(a.count)}${by(a.player)}`;
    case 'discard': return `Сбросить: ${a.cards ? a.cards.map(label).join(', ') : cards(a.count ?? 0)}${by(a.player)}`;
    case 'summon': return `Вызвать: ${a.name}${by(a.player)}${a.decline ? ', не находя карту' : ''}`;
    case 'revive': return `Возродить: ${label(a.card)}${by(a.player)}`;
    case 'takeControl': return `Взять под контроль: ${label(a.card)}${by(a.player)}`;
    case 'create': return `Создать: ${a.name}${by(a.player)}`;
    case 'gainCoins': return `Получить ${coins(a.amount)}${a.temporary ? ' (временные)' : ''}${by(a.player)}`;
    case 'loseCoins': return `Потерять ${coins(a.amount)}${a.temporary ? ' до конца хода' : ''}${by(a.player)}`;
    case 'modify': return `Наложить эффект: ${label(a.card)}, «${effectLabel(a.effect)}»${untilEndOfTurn(a.until)}`;
    case 'addMarker': return `Положить маркер: ${label(a.card)}, «${a.marker}» ×${a.count}`;
    case 'attack': return `Атаковать: ${label(a.card)} → ${label(a.target)}`;
    case 'activate': return `Использовать способность: ${label(a.card)}${by(a.player)}${a.targets.length ? `, цель: ${a.targets.map(label).join(', ')}` : ''}`;
    case 'defer': return `Отложенный эффект: «${payloadLabel(a.payload)}»${a.target ? ` на ${label(a.target)}` : ' на героя'}`;
    case 'phase': return 'Фаза накопления';
    case 'endTurn': return 'Конец хода';
  }
}

export function questionLabel(q: Question): string {
  switch (q.kind) {
    case 'stat':
      return {
        cost: `Сколько стоит ${q.card.label}?`,
        power: `Какой удар у карты ${q.card.label}?`,
        lives: `Сколько жизней у карты ${q.card.label}?`,
        wounds: `Сколько ран у карты ${q.card.label}?`,
      }[q.stat];
    case 'where': return `Где ${q.card.label}?`;
    case 'controller': return `Кто контролирует ${q.card.label}?`;
    case 'owner': return `Кто владелец ${q.card.label}?`;
    case 'markers': return `Какие маркеры на карте ${q.card.label}?`;
    case 'effects': return `Какие эффекты на карте ${q.card.label}?`;
    case 'coins': return `Сколько монет у ${playerGen(q.player)}?`;
    case 'zone': return `Что лежит: ${zoneLabel(q.zone)}?`;
  }
}
