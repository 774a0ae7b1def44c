/** Query keys of the devices feature; the home card reads the same coil list. */
export const cigarettesKey = ['cigarettes', 'list'] as const;
export const coilsKey = ['resistance', 'list'] as const;
