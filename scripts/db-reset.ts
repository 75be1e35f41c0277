/** `npm run db:reset`: deletes the embedded database (and dev mail, uploads) so the next start creates the demo again. */
import fs from "node:fs";
import path from "node:path";
import { config } from "~/server/config.server";

if (config.databaseUrl) {
  console.error(
    "db:reset only resets the embedded database. For PostgreSQL, drop and recreate the database yourself.",
  );
  process.exit(1);
}
for (const dir of ["pglite", "mail", "uploads"])
  fs.rmSync(path.join(config.dataDir, dir), { recursive: true, force: true });
console.log(`Reset ${config.dataDir}. Run npm start to migrate and create the demo again.`);
