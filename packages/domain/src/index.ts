export * from './calendar.ts';
export * from './coil-life.ts';
export * from './eliquide-rules.ts';
export * from './flavour-family.ts';
export * from './messages.ts';
export * from './nicotine-plan.ts';
export * from './profile-rules.ts';
export * from './timings.ts';
