/**
 * What the engine accepts from outside (a ruling file, a shared link, a reader's clicks), so that
 * bad or hostile input gets a message instead of a frozen tab, a crash or a silent loss (keys
 * JavaScript treats specially are refused by read-shared.ts). A line of play replays in time and
 * memory in proportion to its length (the log is shared between steps, log.ts); these limits keep
 * the longest one to a fraction of a second. The checks of data from outside are link-checks.ts's,
 * loaded only with what reads such data (a shared link, a ruling file).
 */
/** The most events in one line of play: a ruling's steps, a shared link's line, a reader's own
 * line. Rulings use a few dozen; a whole game of 五行 with six players takes a few hundred. */
export const MAX_EVENTS = 1000;

/** The most characters of a shared link's `play` data, checked before it is decoded (1000 events
 * of the longest kind fit in about 150 000). */
export const MAX_SHARED_CHARS = 200_000;


/** The longest name (an id, a card's or a unit's name) a link may carry: ids are a word or two; a
 * name of 100,000 characters would be shown whole in a refusal. */
export const MAX_NAME = 200;
