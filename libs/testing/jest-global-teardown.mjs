export default async function globalTeardown() {
  await globalThis.__bypTestPostgres?.stop();
}
