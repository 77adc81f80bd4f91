// The shared kernel of the backend modules: the rules several modules apply the same way — point values and
// limits, calendar dates and the injected clock, the strike / weekly-goal / steps rules, common request fields.
// Pure code (no database, no routes); it imports no module, every module may import it (DECISIONS "Module walls").
export * from './business-day';
export * from './dates';
export * from './fields';
export * from './rules';
export * from './values';
