/** Query keys of the devices feature; the home card reads the same coil list. */
export const cigarettesKey = ['cigarettes', 'list'] as const;
export const coilsKey = ['resistance', 'list'] as const;
/** The coils « Changer » replaced (/resistance's history and the add form's suggestion). */
export const coilHistoryKey = ['resistance', 'history'] as const;
