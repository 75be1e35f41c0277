import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { taskGroup, taskGroupTask } from "~/db/schema";
import type { TaskInput } from "~/domain/service/task-group-schemas";

const task = (
  name: string,
  estimatedMinutes: number,
  extra: Partial<Omit<TaskInput, "name" | "estimatedMinutes">> = {},
): TaskInput => ({
  name,
  estimatedMinutes,
  kind: "checkbox",
  required: false,
  billableRateCents: null,
  ...extra,
});

const demoGroups: { name: string; description: string; isDefault?: boolean; tasks: TaskInput[] }[] = [
  {
    name: "Weekly full service",
    // The company's default checklist: new recurring stops and service stops start with it.
    isDefault: true,
    description: "The standard weekly visit: clean, check the equipment, test and balance the water.",
    tasks: [
      task("Skim surface", 5, { required: true }),
      task("Brush walls and steps", 8, { required: true }),
      task("Vacuum", 10),
      task("Empty skimmer and pump baskets", 4, { required: true }),
      task("Check filter pressure", 2, { kind: "number", required: true }),
      task("Test and balance water", 6, { required: true }),
      task("Photo of the pool after service", 1, { kind: "photo", required: true }),
      task("Note for the office", 1, { kind: "note" }),
    ],
  },
  {
    name: "Green pool clean-up",
    description: "Bringing a neglected, green pool back: billed per task on top of the service plan.",
    tasks: [
      task("Photo of the pool before clean-up", 1, { kind: "photo", required: true }),
      task("Remove debris and leaves", 20, { required: true, billableRateCents: 4500 }),
      task("Shock treatment (chlorine)", 15, { required: true, billableRateCents: 6000 }),
      task("Add algaecide", 5, { billableRateCents: 2500 }),
      task("Brush walls and floor", 20, { required: true, billableRateCents: 3500 }),
      task("Backwash or clean the filter", 25, { billableRateCents: 5500 }),
      task("Photo of the pool after clean-up", 1, { kind: "photo", required: true }),
      task("Note: follow-up visit needed?", 2, { kind: "note" }),
    ],
  },
];

/**
 * The demo company's checklist templates. Idempotent: does nothing when the company has any task group already.
 * Returns the ids of the groups it created (empty when it skipped).
 */
export async function seedDemoTaskGroups(db: Db, companyId: string): Promise<string[]> {
  const [existing] = await db
    .select({ id: taskGroup.id })
    .from(taskGroup)
    .where(eq(taskGroup.companyId, companyId))
    .limit(1);
  if (existing) return [];
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const group of demoGroups) {
      const [created] = await tx
        .insert(taskGroup)
        .values({
          companyId,
          name: group.name,
          description: group.description,
          isDefault: group.isDefault ?? false,
        })
        .returning({ id: taskGroup.id });
      await tx
        .insert(taskGroupTask)
        .values(group.tasks.map((t, position) => ({ ...t, position, companyId, taskGroupId: created.id })));
      ids.push(created.id);
    }
    return ids;
  });
}
