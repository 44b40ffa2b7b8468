// How search progress is written for people (the `analyse` command) and for GUIs (UCI `info` lines).
import type { Score, SearchInfo } from './search.js';

/** Pawns with a sign (+0.35), or a mate distance (#3, #-2), from the side to move. */
export function formatScore(score: Score): string {
  if ('mate' in score) return `#${score.mate}`;
  return `${score.cp >= 0 ? '+' : '-'}${(Math.abs(score.cp) / 100).toFixed(2)}`;
}

/** 1234567 -> "1.23 M", 45600 -> "45.6 k": short enough for a column. */
function compactCount(value: number): string {
  if (value >= 1e9) return `${(value / 1e9).toFixed(2)} G`;
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)} M`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)} k`;
  return String(value);
}

export const ANALYSE_HEADER = `${'depth'.padStart(8)}  ${'score'.padStart(7)}  ${'nodes'.padStart(9)}  ${'nps'.padStart(9)}  ${'time'.padStart(7)}  pv`;

const SHARES_WIDTH = 10;

/** Three or more players get a column of each seat's share of the points (SearchInfo.perPlayer), in seat order. */
export function analyseHeader(players: number): string {
  return players <= 2 ? ANALYSE_HEADER : ANALYSE_HEADER.replace(/pv$/, `${'shares'.padEnd(SHARES_WIDTH)}  pv`);
}

/** Shares of the points as whole percent per seat: "34/33/33%". */
export function formatShares(shares: readonly number[]): string {
  return `${shares.map((share) => Math.round(share * 100)).join('/')}%`;
}

/** One aligned row per line per depth; a MultiPV search prefixes the line number. */
export function formatAnalyseRow(info: SearchInfo, multiPv: number): string {
  const depth = `${info.depth}/${info.seldepth}`.padStart(8);
  const line = multiPv > 1 ? `${String(info.multipv).padStart(3)}. ` : '';
  const shares = info.perPlayer ? `${formatShares(info.perPlayer).padEnd(SHARES_WIDTH)}  ` : '';
  return `${depth}  ${formatScore(info.score).padStart(7)}  ${compactCount(info.nodes).padStart(9)}  ${compactCount(info.nps).padStart(9)}  ${`${(info.time / 1000).toFixed(2)}s`.padStart(7)}  ${shares}${line}${info.pv.join(' ')}`;
}

/** A UCI `info` line in Stockfish's field order. */
export function formatUciInfo(info: SearchInfo): string {
  const score = 'mate' in info.score ? `mate ${info.score.mate}` : `cp ${info.score.cp}`;
  return (
    `info depth ${info.depth} seldepth ${info.seldepth} multipv ${info.multipv} score ${score} ` +
    `nodes ${info.nodes} nps ${info.nps} hashfull ${info.hashfull} time ${info.time} pv ${info.pv.join(' ')}`
  );
}
