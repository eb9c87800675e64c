/**
 * Counter keys. Usernames are case-insensitive, like the accounts. A failure is recorded under all
 * three: the (client, username) pair, the client, and the username across every client.
 */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();
export const pairKey = (ip: string, username: string) => `pair:${ip}|${normalizeUsername(username)}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const usernameKey = (username: string) => `user:${normalizeUsername(username)}`;
