// Jacks and Witches 84 (shared/rules/jacks84.md): teleporters, the exclusion and endgame rules, check and
// legality, pawns, the end of the game and the rule options, on the independent reference generator
// (test/support/jacks84-*.ts). The cases, each reasoned by hand, are in test/support/jacks84-rule-tests.ts;
// test/rules/jacks84.test.ts runs them on the engine.
import { defineRuleTests } from './support/jacks84-rule-tests.js';
import { Jacks84Reference } from './support/jacks84-reference.js';

defineRuleTests('reference', (rules) => new Jacks84Reference(rules));
