/** Spec section 3: entries the reference lists lack are typed by hand, separated by semicolons. */
export const HAND_HELPER = 'Несколько записей — через точку с запятой';
