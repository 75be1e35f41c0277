import classes from "./touch-targets.module.css";

/** On a page's frame: its standalone text links are at least 24 × 24 px to tap (see touch-targets.module.css). */
export const touchFriendly = classes.screen;
