/** `%`, `_` and `\` typed by a user are literal characters, not patterns (an ILIKE search box). */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
