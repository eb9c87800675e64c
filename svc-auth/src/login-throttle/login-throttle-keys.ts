/** Counter keys: one per client address, one per username (case-insensitive, like usernames). */
export const ipKey = (ip: string) => `ip:${ip}`;
export const usernameKey = (username: string) => `user:${username.trim().toLowerCase()}`;
