/** The matrix's place under the admin base path; the catalogue routes (/admin/{name}) never use this name. */
export const SIMOPS_PATH = 'simops';
