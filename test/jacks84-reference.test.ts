// Jacks and Witches 84 (shared/rules/jacks84.md): position strings, the board and each piece, on the
// independent reference generator (test/support/jacks84-*.ts). The cases, each reasoned by hand, are in
// test/support/jacks84-move-tests.ts; test/rules/jacks84.test.ts runs them on the engine.
import { defineMoveTests } from './support/jacks84-move-tests.js';
import { Jacks84Reference } from './support/jacks84-reference.js';

defineMoveTests('reference', (rules) => new Jacks84Reference(rules));
