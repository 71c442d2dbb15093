package app.locus.credits.repository;

import static app.locus.base.DbTime.utc;
import static app.locus.db.Tables.CREDIT_BUDGET;
import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/** Monthly credit budgets, one per workspace. */
@Repository
public class BudgetRepository {

	private final DSLContext db;

	BudgetRepository(DSLContext db) {
		this.db = db;
	}

	public Optional<Long> monthly(AgencyId agency, WorkspaceId workspace) {
		return db.select(CREDIT_BUDGET.MONTHLY_CREDITS)
			.from(CREDIT_BUDGET)
			.where(CREDIT_BUDGET.WORKSPACE_ID.eq(workspace.value()))
			.and(CREDIT_BUDGET.AGENCY_ID.eq(agency.value()))
			.fetchOptional(CREDIT_BUDGET.MONTHLY_CREDITS);
	}

	/** A workspace's monthly budget, with the workspace's agency and name. */
	public record SetBudget(AgencyId agency, WorkspaceId workspace, String name, long monthlyCredits) {

	}

	/**
	 * Every active workspace's budget across agencies, for the system's credits round
	 * (DD152).
	 */
	public List<SetBudget> all() {
		return db
			.select(CREDIT_BUDGET.AGENCY_ID, CREDIT_BUDGET.WORKSPACE_ID, WORKSPACE.NAME, CREDIT_BUDGET.MONTHLY_CREDITS)
			.from(CREDIT_BUDGET)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(CREDIT_BUDGET.WORKSPACE_ID))
			.and(WORKSPACE.AGENCY_ID.eq(CREDIT_BUDGET.AGENCY_ID))
			.where(WORKSPACE.ARCHIVED_AT.isNull())
			.fetch(row -> new SetBudget(AgencyId.parse(row.value1()), WorkspaceId.parse(row.value2()), row.value3(),
					row.value4()));
	}

	public void set(AgencyId agency, WorkspaceId workspace, long monthlyCredits, UserId by, Instant now) {
		db.insertInto(CREDIT_BUDGET)
			.set(CREDIT_BUDGET.WORKSPACE_ID, workspace.value())
			.set(CREDIT_BUDGET.AGENCY_ID, agency.value())
			.set(CREDIT_BUDGET.MONTHLY_CREDITS, monthlyCredits)
			.set(CREDIT_BUDGET.UPDATED_BY, by.value())
			.set(CREDIT_BUDGET.UPDATED_AT, utc(now))
			.onDuplicateKeyUpdate()
			.set(CREDIT_BUDGET.MONTHLY_CREDITS, monthlyCredits)
			.set(CREDIT_BUDGET.UPDATED_BY, by.value())
			.set(CREDIT_BUDGET.UPDATED_AT, utc(now))
			.execute();
	}

	public void clear(AgencyId agency, WorkspaceId workspace) {
		db.deleteFrom(CREDIT_BUDGET)
			.where(CREDIT_BUDGET.WORKSPACE_ID.eq(workspace.value()))
			.and(CREDIT_BUDGET.AGENCY_ID.eq(agency.value()))
			.execute();
	}

}
