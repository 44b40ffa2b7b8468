// BRS+ (Dreierschach): at the opponents' turn one opponent searches while the other plays the move its ordering puts
// first. After the searching opponent's check on the root player, the other (moving next, just before the root
// player) plays that ordered move, a capture or a killer, where it could mate: the mate it would play for itself (the
// mater takes three points of four) was never seen. Main's BRS+ lost games to 63c44ef so: the first opponent's check,
// the second's mate, at +299 to +1456 (depth 3). Here the other opponent mates where it can.
import { makeMove, unmakeMove } from "../core/makemove";
import { sideToMove } from "../core/position";
import { generateLegal } from "../gen/movegen";
import { IN_CHECK } from "../gen/mode";
import { royalAttacked } from "../attacks/attacks";
import { countNode, rootPlayer, takeoverParties } from "./search-state";

/**
 * Where the side to move, one of the root player's opponents, moves just before the root player, who stands in
 * check (under check rules): makes and returns the first of its `count` moves at `moves` after which the root player
 * is mated, or returns 0 with nothing made. `scratch` holds the root player's evasions while asked. One node a look.
 */
export function playMateOnRoot(moves: usize, count: i32, scratch: usize): i32 {
  if (takeoverParties || sideToMove == rootPlayer || !royalAttacked(rootPlayer)) return 0;
  countNode();
  for (let i = 0; i < count; i++) {
    const move = load<i32>(moves + (<usize>i << 2));
    makeMove(move);
    if (sideToMove == rootPlayer && royalAttacked(rootPlayer) && generateLegal(scratch, IN_CHECK) == 0) return move;
    unmakeMove();
  }
  return 0;
}
