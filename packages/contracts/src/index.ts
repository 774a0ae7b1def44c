import './zod-french.ts';

export * from './aromes.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './devices.ts';
export * from './eliquides.ts';
export * from './maintenance.ts';
export * from './menu.ts';
export * from './nicotine.ts';
export * from './recipes.ts';
