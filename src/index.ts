// Public API.
export { Game, type GameOptions, type GameStatus, type GameState } from './game.js';
export { CauldronError } from './errors.js';
export { variants, variantById } from './variants/index.js';
export type { VariantDefinition, PieceDefinition, PlayerDefinition, PawnRules, DrawRules } from './variants/types.js';
export { parseBetza, type MovementItem } from './variants/betza.js';
export { createEngine, type Engine, type EngineOptions, type Analysis, type AnalyseParams, type Position } from './engine.js';
export type { SearchInfo, SearchResult, SearchLimits, Score } from './search.js';
