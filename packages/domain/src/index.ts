export * from './messages.ts';
export * from './profile-rules.ts';
export * from './timings.ts';
