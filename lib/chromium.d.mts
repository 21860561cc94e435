export const chromiumPath: string;
export const testChromiumPath: string;
export const chromiumFlags: string[];
