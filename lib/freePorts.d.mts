export function freePortBlock(start: number, count?: number): Promise<number>;
