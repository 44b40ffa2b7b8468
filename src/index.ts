// Public API.
export { Game, type GameOptions, type GameStatus, type GameState } from './game.js';
export { CauldronError } from './errors.js';
export { variants, variantById, loadVariants } from './variants/index.js';
export type { VariantDefinition, PieceDefinition, PlayerDefinition, PawnRules, DrawRules } from './variants/types.js';
export { parseBetza, type MovementItem } from './variants/betza.js';
export { parseXBetza } from './variants/xbetza.js';
export type { MoveShape, LeapItem, HopItem, PathItem, Leg } from './variants/movement.js';
export { generateSetup, type SetupSettings } from './variants/fairy/setup.js';
export { FAIRY_PIECES } from './variants/fairy/catalogue.js';
export { describeBoard, readPosition, listVariants, type BoardDescription, type BoardCell, type PositionPieces } from './board-description.js';
export { createEngine, type Engine, type EngineOptions, type Analysis, type AnalyseParams, type Position } from './engine.js';
export type { SearchInfo, SearchResult, SearchLimits, Score } from './search.js';
