/**
 * How a repair request ends, and what its job's end does to it. Kept apart from repair-requests.server.ts so the job
 * state machine (job-visits.server.ts) can call it without an import cycle; depends only on the schema and mail.
 */
import { and, eq } from "drizzle-orm";
import { greeting } from "~/core/mail/greeting";
import type { Db, Tx } from "~/db/client.server";
import { company, customer, repairRequest, user } from "~/db/schema";
import { scoped, type TenantContext } from "../tenant.server";

/** The company, and the ports to tell the requester. */
type Tenant = Pick<TenantContext, "companyId" | "ports">;

/**
 * Resolves or dismisses an open or in-progress request with a note, and e-mails the person who raised it (unless they
 * closed it themselves). Returns null when the request is not there or already closed.
 */
export async function closeRequestAndTell(
  db: Db | Tx,
  ctx: Tenant,
  requestId: string,
  outcome: { status: "resolved" | "dismissed"; note: string | null; byUserId: string | null },
) {
  const [current] = await db
    .select({ request: repairRequest, customerName: customer.displayName })
    .from(repairRequest)
    .innerJoin(customer, eq(customer.id, repairRequest.customerId))
    .where(scoped(ctx, repairRequest, eq(repairRequest.id, requestId)));
  if (!current || current.request.status === "resolved" || current.request.status === "dismissed")
    return null;
  const [updated] = await db
    .update(repairRequest)
    .set({
      status: outcome.status,
      resolutionNote: outcome.note,
      closedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      scoped(
        ctx,
        repairRequest,
        eq(repairRequest.id, requestId),
        eq(repairRequest.status, current.request.status),
      ),
    )
    .returning();
  if (!updated) return null;
  const requestedBy = current.request.requestedBy;
  if (requestedBy && requestedBy !== outcome.byUserId) {
    const [[requester], [owner]] = await Promise.all([
      db
        .select({ email: user.email, name: user.name, firstName: user.firstName })
        .from(user)
        .where(eq(user.id, requestedBy)),
      db.select({ name: company.name }).from(company).where(eq(company.id, ctx.companyId)),
    ]);
    if (requester) {
      await ctx.ports.mailer.send({
        to: requester.email,
        subject: `Repair request ${outcome.status}: ${current.customerName}`,
        text: [
          greeting(requester),
          "",
          `The repair request you raised for ${current.customerName} was ${outcome.status} by ${owner?.name ?? "the company"}.`,
          `What you reported: ${current.request.description}`,
          outcome.note ? `Note: ${outcome.note}` : "",
        ]
          .filter((l) => l !== "")
          .join("\n"),
      });
    }
  }
  return updated;
}

/**
 * The job made from a request ended. Finished: the request is resolved ("Fixed by job J-n") and the requester told.
 * Cancelled: the request is open again, without the job, so the office can make a new job or close it.
 */
export async function repairRequestJobEnded(
  db: Db | Tx,
  ctx: Tenant,
  endedJob: { id: string; number: number; repairRequestId: string | null; operationStatus: string },
  byUserId: string | null,
) {
  if (!endedJob.repairRequestId) return;
  if (endedJob.operationStatus === "finished") {
    await closeRequestAndTell(db, ctx, endedJob.repairRequestId, {
      status: "resolved",
      note: `Fixed by job J-${endedJob.number}.`,
      byUserId,
    });
  } else if (endedJob.operationStatus === "cancelled") {
    await db
      .update(repairRequest)
      .set({ status: "open", jobId: null, updatedAt: new Date() })
      .where(
        scoped(
          ctx,
          repairRequest,
          and(eq(repairRequest.id, endedJob.repairRequestId), eq(repairRequest.jobId, endedJob.id)),
          eq(repairRequest.status, "in progress"),
        ),
      );
  }
}
