/** What the Network Information API tells about the reader's connection (Chromium only). */
export interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection says to fetch nothing the reader has not asked for: Save-Data, or 2G. */
export function wantsLessData(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
