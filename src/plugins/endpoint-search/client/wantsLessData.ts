/** Whether the connection (Network Information API, Chromium only) says to fetch nothing unasked: Save-Data, or 2G. */
export function wantsLessData(connection?: { saveData?: boolean; effectiveType?: string }): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
