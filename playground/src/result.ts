// A finished game's result as the engine reports it: the state, the winner, each player's outcome or
// Dreierschach's points.
import type { GameStatus } from 'cauldron/browser';
import { capitalised } from './players.js';

const STATES: Record<string, string> = {
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  'move-rule draw': 'Draw by the move rule',
  'repetition draw': 'Draw by repetition',
  'set captured': 'Capture set taken',
  'no moves': 'No legal move',
  'last party': 'One party left',
  'bare kings': 'Only the kings are left',
};

export function describeResult(status: GameStatus): string {
  const parts = [STATES[status.state] ?? status.state];
  if (status.winner) parts.push(`${capitalised(status.winner)} wins`);
  else if (status.winner === null) parts.push('draw');
  if (status.points) parts.push(`points: ${Object.entries(status.points).map(([name, points]) => `${name} ${points}`).join(', ')}`);
  else if (status.results && Object.keys(status.results).length > 2) parts.push(Object.entries(status.results).map(([name, outcome]) => `${name} ${outcome}`).join(', '));
  return parts.join(' — ');
}
