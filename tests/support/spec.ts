/** The contract's operations, read by the same code the site builds from. */
import { listOperations } from '../../src/plugins/openapi-operations/spec';

export const specOperations = listOperations;
