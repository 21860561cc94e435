export const axeSource: string;
export const axeVersion: string;
