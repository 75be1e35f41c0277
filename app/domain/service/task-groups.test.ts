import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { parseListQuery } from "~/core/listing/list-query";
import { taskGroup, taskGroupTask } from "~/db/schema";
import { seedDemoTaskGroups } from "~/demo/seed-demo-task-groups.server";
import { customerInput, newCompany, newTechnician } from "../../../tests/db/factories";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError, RuleErrors } from "../errors";
import { recurringStopFormOptions } from "../routing/recurring-stops.server";
import { scoped, type TenantContext } from "../tenant.server";
import {
  centsToMoneyText,
  parseMoneyToCents,
  type TaskGroupInput,
  type TaskInput,
  taskGroupFormSchema,
} from "./task-group-schemas";
import {
  createTaskGroup,
  defaultTaskGroupOption,
  getTaskGroup,
  listActiveTaskGroupOptions,
  listTaskGroups,
  setDefaultTaskGroup,
  setTaskGroupArchived,
  taskGroupFilters,
  taskGroupSorts,
  updateTaskGroup,
} from "./task-groups.server";

/** A schema or rule message (a catalog key) in English, as the form shows it. */
const english = (message: string) => translatorFor("en").text(message);

const task = (name: string, overrides: Partial<TaskInput> = {}): TaskInput => ({
  name,
  kind: "checkbox",
  required: false,
  estimatedMinutes: 5,
  billableRateCents: null,
  ...overrides,
});

const groupInput = (overrides: Partial<TaskGroupInput> = {}): TaskGroupInput => ({
  name: "Weekly full service",
  description: "The standard visit.",
  tasks: [
    task("Skim surface", { required: true }),
    task("Brush walls", { estimatedMinutes: 8 }),
    task("Filter pressure", { kind: "number", estimatedMinutes: 2, billableRateCents: 1250 }),
  ],
  ...overrides,
});

const listQuery = (search = "") =>
  parseListQuery(new URLSearchParams(search), {
    sorts: taskGroupSorts,
    defaultSort: "name",
    filters: taskGroupFilters,
  });

async function taskRowCount(ctx: TenantContext) {
  const rows = await ctx.db
    .select({ id: taskGroupTask.id })
    .from(taskGroupTask)
    .where(scoped(ctx, taskGroupTask));
  return rows.length;
}

describe("task group form schema", () => {
  it("gathers indexed task fields in index order and turns money into cents", () => {
    const parsed = taskGroupFormSchema.safeParse({
      name: "  Green pool  ",
      description: "",
      "tasks[1].name": "Shock",
      "tasks[1].kind": "checkbox",
      "tasks[1].estimatedMinutes": "15",
      "tasks[1].billableRate": "60",
      "tasks[0].name": "Photo before",
      "tasks[0].kind": "photo",
      "tasks[0].required": "on",
      "tasks[0].estimatedMinutes": "",
      "tasks[0].billableRate": "$12.5",
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      name: "Green pool",
      description: "",
      tasks: [
        { name: "Photo before", kind: "photo", required: true, estimatedMinutes: 0, billableRateCents: 1250 },
        { name: "Shock", kind: "checkbox", required: false, estimatedMinutes: 15, billableRateCents: 6000 },
      ],
    });
  });

  it("puts each message next to its field", () => {
    const parsed = taskGroupFormSchema.safeParse({
      name: "x".repeat(121),
      "tasks[0].name": " ",
      "tasks[0].kind": "checkbox",
      "tasks[0].estimatedMinutes": "601",
      "tasks[0].billableRate": "12.505",
      "tasks[1].name": "Vacuum",
      "tasks[1].kind": "dance",
      "tasks[1].estimatedMinutes": "2.5",
      "tasks[1].billableRate": "-3",
    });
    expect(parsed.success).toBe(false);
    const errors = Object.fromEntries(
      parsed.error!.issues.map((i) => [i.path.join("."), english(i.message)]),
    );
    expect(errors).toEqual({
      name: "Keep the name under 120 characters.",
      "tasks.0.name": "Enter the task, e.g. Skim surface.",
      "tasks.0.estimatedMinutes": "Enter whole minutes from 0 to 600.",
      "tasks.0.billableRate": expect.stringContaining("at most 2 decimals"),
      "tasks.1.kind": "Choose a kind.",
      "tasks.1.estimatedMinutes": "Enter whole minutes from 0 to 600.",
      "tasks.1.billableRate": expect.stringContaining("at most 2 decimals"),
    });
  });

  it("needs a name and at least one task, and at most 100 tasks", () => {
    const empty = taskGroupFormSchema.safeParse({ name: "" });
    expect(empty.error!.issues.map((i) => [i.path.join("."), english(i.message)])).toEqual([
      ["name", "Enter the task group's name, e.g. Weekly full service."],
      ["tasks", "Add at least one task."],
    ]);
    const many: Record<string, string> = { name: "Big" };
    for (let i = 0; i < 101; i++) {
      many[`tasks[${i}].name`] = `Task ${i}`;
      many[`tasks[${i}].kind`] = "checkbox";
    }
    const tooMany = taskGroupFormSchema.safeParse(many).error!.issues[0];
    expect(tooMany.path).toEqual(["tasks"]);
    expect(english(tooMany.message)).toBe("A task group holds at most 100 tasks.");
  });

  it("parses money exactly", () => {
    expect(parseMoneyToCents("")).toBeNull();
    expect(parseMoneyToCents("0")).toBe(0);
    expect(parseMoneyToCents("0.29")).toBe(29);
    expect(parseMoneyToCents(".5")).toBe(50);
    expect(parseMoneyToCents("1,200.10")).toBe(120010);
    expect(parseMoneyToCents("12.")).toBe(1200);
    for (const bad of ["-1", "1.234", "abc", "1e3", "100000"]) expect(parseMoneyToCents(bad)).toBeUndefined();
    expect(centsToMoneyText(1250)).toBe("12.50");
    expect(centsToMoneyText(null)).toBe("");
  });
});

describe("task groups", () => {
  it("creates a group with its tasks in order and reads it back with totals", async () => {
    const { ctx } = await newCompany();
    const created = await createTaskGroup(ctx, groupInput());
    const group = await getTaskGroup(ctx, created.id);
    expect(group).toMatchObject({
      name: "Weekly full service",
      description: "The standard visit.",
      archivedAt: null,
    });
    expect(group.tasks.map((t) => [t.position, t.name, t.kind, t.required])).toEqual([
      [0, "Skim surface", "checkbox", true],
      [1, "Brush walls", "checkbox", false],
      [2, "Filter pressure", "number", false],
    ]);
    expect(group.totals).toEqual({ count: 3, minutes: 15, billableCents: 1250, billedCount: 1 });
  });

  it("saves the whole list on update: edits, reorders, removes and adds tasks", async () => {
    const { ctx } = await newCompany();
    const { id } = await createTaskGroup(ctx, groupInput());
    await updateTaskGroup(
      ctx,
      id,
      groupInput({
        name: "Weekly service (summer)",
        description: "",
        tasks: [
          task("Filter pressure", { kind: "number", estimatedMinutes: 3 }),
          task("Skim surface and tile line", { required: true }),
          task("Photo after service", { kind: "photo", required: true, estimatedMinutes: 1 }),
        ],
      }),
    );
    const group = await getTaskGroup(ctx, id);
    expect(group.name).toBe("Weekly service (summer)");
    expect(group.description).toBe("");
    expect(group.tasks.map((t) => [t.position, t.name, t.kind, t.estimatedMinutes])).toEqual([
      [0, "Filter pressure", "number", 3],
      [1, "Skim surface and tile line", "checkbox", 5],
      [2, "Photo after service", "photo", 1],
    ]);
    expect(await taskRowCount(ctx)).toBe(3);
  });

  it("saves nothing when the input breaks a rule", async () => {
    const { ctx } = await newCompany();
    await expect(createTaskGroup(ctx, groupInput({ tasks: [] }))).rejects.toMatchObject({
      errors: { tasks: "reports.taskGroupSchema.tooFew" },
    });
    await expect(createTaskGroup(ctx, groupInput({ name: " " }))).rejects.toBeInstanceOf(RuleErrors);
    expect((await listTaskGroups(ctx, listQuery())).total).toBe(0);

    const { id } = await createTaskGroup(ctx, groupInput());
    const bad = groupInput({
      name: "Changed",
      tasks: [task("Skim"), task("", { estimatedMinutes: 601 }), task("Rate", { billableRateCents: -5 })],
    });
    const rejected = await updateTaskGroup(ctx, id, bad).catch((error: RuleErrors) => error);
    expect(rejected).toBeInstanceOf(RuleErrors);
    expect(english((rejected as RuleErrors).errors["tasks.1.name"])).toBe(
      "Enter the task, e.g. Skim surface.",
    );
    expect(english((rejected as RuleErrors).errors["tasks.1.estimatedMinutes"])).toBe(
      "Enter whole minutes from 0 to 600.",
    );
    expect((rejected as RuleErrors).errors["tasks.2.billableRateCents"]).toEqual(expect.any(String));
    const group = await getTaskGroup(ctx, id);
    expect(group.name).toBe("Weekly full service");
    expect(group.tasks.map((t) => t.name)).toEqual(["Skim surface", "Brush walls", "Filter pressure"]);
  });

  it("lists with search, sort, archived filter, pagination and totals", async () => {
    const { ctx } = await newCompany();
    const weekly = await createTaskGroup(ctx, groupInput());
    await createTaskGroup(ctx, groupInput({ name: "Green pool clean-up", tasks: [task("Shock")] }));
    const spa = await createTaskGroup(ctx, groupInput({ name: "spa_service 100%", tasks: [task("Drain")] }));

    const all = await listTaskGroups(ctx, listQuery());
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.name)).toEqual([
      "Green pool clean-up",
      "spa_service 100%",
      "Weekly full service",
    ]);
    expect(all.rows.find((r) => r.id === weekly.id)).toMatchObject({
      taskCount: 3,
      totalMinutes: 15,
      billableCents: 1250,
    });

    expect((await listTaskGroups(ctx, listQuery("q=WEEKLY"))).rows.map((r) => r.id)).toEqual([weekly.id]);
    // LIKE wildcards match literally.
    expect((await listTaskGroups(ctx, listQuery("q=100%25"))).rows.map((r) => r.id)).toEqual([spa.id]);
    expect((await listTaskGroups(ctx, listQuery("q=_"))).rows.map((r) => r.id)).toEqual([spa.id]);

    // Created within the same millisecond on a fast machine: the spa group made plainly the newest.
    await ctx.db
      .update(taskGroup)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(taskGroup.id, spa.id));
    const newestFirst = await listTaskGroups(ctx, listQuery("sort=created&dir=desc"));
    expect(newestFirst.rows[0].id).toBe(spa.id);
    const byNameDesc = await listTaskGroups(ctx, listQuery("sort=name&dir=desc"));
    expect(byNameDesc.rows[0].id).toBe(weekly.id);

    await setTaskGroupArchived(ctx, spa.id, true);
    expect((await listTaskGroups(ctx, listQuery())).total).toBe(2);
    expect((await listTaskGroups(ctx, listQuery("archived=only"))).rows.map((r) => r.id)).toEqual([spa.id]);

    for (let i = 0; i < 25; i++)
      await createTaskGroup(ctx, groupInput({ name: `Bulk ${i}`, tasks: [task("x")] }));
    const page2 = await listTaskGroups(ctx, listQuery("page=2"));
    expect(page2.total).toBe(27);
    expect(page2.rows).toHaveLength(2);
  });

  it("archive keeps a group out of the active options; restore brings it back", async () => {
    const { ctx } = await newCompany();
    const weekly = await createTaskGroup(ctx, groupInput());
    const green = await createTaskGroup(
      ctx,
      groupInput({ name: "Green pool clean-up", tasks: [task("Shock")] }),
    );
    expect(await listActiveTaskGroupOptions(ctx)).toEqual([
      { value: green.id, label: "Green pool clean-up", isDefault: false, taskCount: 1 },
      { value: weekly.id, label: "Weekly full service", isDefault: false, taskCount: 3 },
    ]);
    const archived = await setTaskGroupArchived(ctx, weekly.id, true);
    expect(archived.archivedAt).toBeInstanceOf(Date);
    expect((await listActiveTaskGroupOptions(ctx)).map((o) => o.value)).toEqual([green.id]);
    // Still readable, with its tasks: history depends on it.
    expect((await getTaskGroup(ctx, weekly.id)).tasks).toHaveLength(3);
    await setTaskGroupArchived(ctx, weekly.id, false);
    expect((await listActiveTaskGroupOptions(ctx)).map((o) => o.value)).toEqual([green.id, weekly.id]);
  });

  it("lets a Technician read but not write", async () => {
    const { ctx } = await newCompany();
    const { id } = await createTaskGroup(ctx, groupInput());
    const tech = await newTechnician(ctx);
    expect((await getTaskGroup(tech, id)).tasks).toHaveLength(3);
    expect((await listTaskGroups(tech, listQuery())).total).toBe(1);
    expect(await listActiveTaskGroupOptions(tech)).toHaveLength(1);
    await expect(createTaskGroup(tech, groupInput())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateTaskGroup(tech, id, groupInput({ name: "Hacked" }))).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(setTaskGroupArchived(tech, id, true)).rejects.toBeInstanceOf(ForbiddenError);
    const noRead = { ...ctx, permissions: ["customers:read"] };
    await expect(getTaskGroup(noRead, id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listTaskGroups(noRead, listQuery())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listActiveTaskGroupOptions(noRead)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await getTaskGroup(ctx, id)).name).toBe("Weekly full service");
  });

  it("another company's group is not found, on read and on write", async () => {
    const a = await newCompany("A Pools");
    const b = await newCompany("B Pools");
    const { id } = await createTaskGroup(a.ctx, groupInput());
    await expect(getTaskGroup(b.ctx, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateTaskGroup(b.ctx, id, groupInput({ name: "Mine now" }))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(setTaskGroupArchived(b.ctx, id, true)).rejects.toBeInstanceOf(NotFoundError);
    expect((await listTaskGroups(b.ctx, listQuery())).total).toBe(0);
    expect(await listActiveTaskGroupOptions(b.ctx)).toEqual([]);
    const mine = await getTaskGroup(a.ctx, id);
    expect(mine.name).toBe("Weekly full service");
    expect(mine.archivedAt).toBeNull();
    expect(mine.tasks).toHaveLength(3);
  });
});

describe("the default checklist", () => {
  async function twoGroups() {
    const { ctx } = await newCompany();
    const weekly = await createTaskGroup(ctx, groupInput());
    // Sorted first by name: the old form picked it for every new stop.
    const green = await createTaskGroup(
      ctx,
      groupInput({ name: "Green pool clean-up", tasks: [task("Shock")] }),
    );
    return { ctx, weekly, green };
  }
  const defaults = async (ctx: TenantContext) =>
    (
      await ctx.db
        .select()
        .from(taskGroup)
        .where(scoped(ctx, taskGroup, eq(taskGroup.isDefault, true)))
    ).map((g) => g.id);

  it("is what new stops and recurring stops start with, not the first group by name", async () => {
    const { ctx, weekly } = await twoGroups();
    expect(defaultTaskGroupOption(await listActiveTaskGroupOptions(ctx))).toBe("");
    await setDefaultTaskGroup(ctx, weekly.id);
    expect(defaultTaskGroupOption(await listActiveTaskGroupOptions(ctx))).toBe(weekly.id);
    const customer = await createCustomer(ctx, customerInput({ lastName: "Reed" }));
    expect((await recurringStopFormOptions(ctx, customer.id)).defaultTaskGroupId).toBe(weekly.id);
  });

  it("is one per company: making another the default moves the flag", async () => {
    const { ctx, weekly, green } = await twoGroups();
    await setDefaultTaskGroup(ctx, weekly.id);
    await setDefaultTaskGroup(ctx, green.id);
    expect(await defaults(ctx)).toEqual([green.id]);
    expect((await getTaskGroup(ctx, green.id)).isDefault).toBe(true);
    expect((await getTaskGroup(ctx, weekly.id)).isDefault).toBe(false);
    // Again on the same group: still one.
    await setDefaultTaskGroup(ctx, green.id);
    expect(await defaults(ctx)).toEqual([green.id]);
  });

  it("the database holds one default per company even when written directly", async () => {
    const { ctx, weekly, green } = await twoGroups();
    await ctx.db.update(taskGroup).set({ isDefault: true }).where(eq(taskGroup.id, weekly.id));
    await expect(
      ctx.db.update(taskGroup).set({ isDefault: true }).where(eq(taskGroup.id, green.id)),
    ).rejects.toThrow();
  });

  it("an archived group stops being the default and cannot be made one", async () => {
    const { ctx, weekly } = await twoGroups();
    await setDefaultTaskGroup(ctx, weekly.id);
    await setTaskGroupArchived(ctx, weekly.id, true);
    expect(await defaults(ctx)).toEqual([]);
    await expect(setDefaultTaskGroup(ctx, weekly.id)).rejects.toBeInstanceOf(RuleError);
    expect(await defaults(ctx)).toEqual([]);
  });

  it("another company's group cannot be made the default; a Technician cannot set it", async () => {
    const { ctx, weekly } = await twoGroups();
    const other = await newCompany("B Pools");
    await expect(setDefaultTaskGroup(other.ctx, weekly.id)).rejects.toBeInstanceOf(NotFoundError);
    const tech = await newTechnician(ctx);
    await expect(setDefaultTaskGroup(tech, weekly.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await defaults(ctx)).toEqual([]);
  });
});

describe("seedDemoTaskGroups", () => {
  it("creates the two demo groups once", async () => {
    const { ctx } = await newCompany();
    const ids = await seedDemoTaskGroups(ctx.db, ctx.companyId);
    expect(ids).toHaveLength(2);
    const weekly = await getTaskGroup(ctx, ids[0]);
    expect(weekly.name).toBe("Weekly full service");
    // The demo's weekly checklist is its default, not the green-pool clean-up.
    expect(weekly.isDefault).toBe(true);
    expect((await getTaskGroup(ctx, ids[1])).isDefault).toBe(false);
    expect(weekly.tasks.find((t) => t.kind === "photo")).toMatchObject({ required: true });
    expect(weekly.tasks.find((t) => t.name === "Check filter pressure")?.kind).toBe("number");
    expect((await getTaskGroup(ctx, ids[1])).name).toBe("Green pool clean-up");
    expect(await seedDemoTaskGroups(ctx.db, ctx.companyId)).toEqual([]);
    const rows = await ctx.db.select().from(taskGroup).where(eq(taskGroup.companyId, ctx.companyId));
    expect(rows).toHaveLength(2);
  });
});
