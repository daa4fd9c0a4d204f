/**
 * Set while the usage recorder runs (mocks/usage/recorder.ts): the mocks then name the operation
 * of each answer in `x-mock-operation`, since an answer alone does not say which method asked
 * (a POST and a PATCH share the SIM replacement's code path).
 */
export const answerTags = { operation: false };

export const OPERATION_HEADER = 'x-mock-operation';
