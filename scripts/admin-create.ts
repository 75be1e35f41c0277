/** `npm run admin:create -- --email a@b.c --password … --first Ada --last Admin`: creates a platform Admin account. */
import { parseArgs } from "node:util";
import { getDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { createAdminAccount } from "~/domain/accounts/accounts.server";
import { serverPorts } from "~/server/ports.server";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    first: { type: "string", default: "Platform" },
    last: { type: "string", default: "Admin" },
  },
});
if (!values.email || !values.password || values.password.length < 8) {
  console.error(
    "Usage: npm run admin:create -- --email admin@example.com --password <at least 8 characters, not a common one nor your name or e-mail> [--first Ada --last Admin]",
  );
  process.exit(1);
}
const handle = await getDatabase();
await migrate(handle);
try {
  await createAdminAccount(
    { db: handle.db, ports: serverPorts() },
    {
      email: values.email,
      password: values.password,
      firstName: values.first!,
      lastName: values.last!,
    },
  );
  console.log(`Admin account created for ${values.email}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
