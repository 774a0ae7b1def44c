export * from './eliquide-rules.ts';
export * from './flavour-family.ts';
export * from './messages.ts';
export * from './profile-rules.ts';
export * from './timings.ts';
