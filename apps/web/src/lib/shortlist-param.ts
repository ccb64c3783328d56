/** The query parameter that shortlists a car after signing in (the heart's return address carries it). */
export const SHORTLIST_PARAM = 'shortlist';
