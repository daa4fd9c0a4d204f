/** Line types of the account flows (spec 3 "Line categories", 9): query `type` and server codes. */
export const LINE_TYPES = ['mbb', 'hbb', 'mifi'] as const;

export type LineType = (typeof LINE_TYPES)[number];

/** The code the server uses for each line type: 1 mbb, 2 hbb, 3 mifi (spec 9). */
export const LINE_TYPE_CODES = { mbb: 1, hbb: 2, mifi: 3 } as const satisfies Record<LineType, number>;

const DEFAULT_LINE_TYPE: LineType = 'mbb';

function isLineType(value: string): value is LineType {
  return (LINE_TYPES as readonly string[]).includes(value);
}

/** The line type a `type` query names; anything else (missing, misspelt) is the default, mbb. */
export function parseLineType(value: string | null | undefined): LineType {
  return value && isLineType(value) ? value : DEFAULT_LINE_TYPE;
}

/** mbb identifies the account by its line number; hbb and mifi by the service number (spec 2.8). */
export function usesServiceNumber(lineType: LineType): boolean {
  return lineType !== 'mbb';
}
