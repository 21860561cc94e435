// The converter ships no types; this is the one call the explorer plugin makes.
declare module 'openapi-to-postmanv2' {
  interface ConversionResult {
    result: boolean;
    reason?: string;
    output: Array<{ type: string; data: Record<string, any> }>;
  }
  const Converter: {
    convert(
      input: { type: 'string' | 'json' | 'file'; data: unknown },
      options: Record<string, unknown>,
      callback: (error: unknown, result: ConversionResult) => void,
    ): void;
  };
  export default Converter;
}
