package app.locus.credits.repository;

import static app.locus.base.DbTime.instant;
import static app.locus.base.DbTime.utc;
import static app.locus.db.Tables.CREDIT_SNAPSHOT;
import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.base.WorkspaceId;
import app.locus.credits.AccountSnapshot;
import app.locus.db.tables.records.CreditSnapshotRecord;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/** Account snapshots per workspace, oldest first. */
@Repository
public class SnapshotRepository {

	private final DSLContext db;

	SnapshotRepository(DSLContext db) {
		this.db = db;
	}

	public void insert(AgencyId agency, WorkspaceId workspace, AccountSnapshot snapshot) {
		db.insertInto(CREDIT_SNAPSHOT)
			.set(CREDIT_SNAPSHOT.ID, OpaqueId.next())
			.set(CREDIT_SNAPSHOT.WORKSPACE_ID, workspace.value())
			.set(CREDIT_SNAPSHOT.AGENCY_ID, agency.value())
			.set(CREDIT_SNAPSHOT.TAKEN_AT, utc(snapshot.takenAt()))
			.set(CREDIT_SNAPSHOT.ORIGIN, snapshot.origin().name())
			.set(CREDIT_SNAPSHOT.PLAN, snapshot.plan())
			.set(CREDIT_SNAPSHOT.SUBSCRIPTION_STATUS, snapshot.subscriptionStatus())
			.set(CREDIT_SNAPSHOT.RENEWAL_DATE, snapshot.renewalDate())
			.set(CREDIT_SNAPSHOT.MONTHLY_CREDITS, snapshot.monthlyCredits())
			.set(CREDIT_SNAPSHOT.BALANCE, snapshot.balance())
			.set(CREDIT_SNAPSHOT.USED_THIS_PERIOD, snapshot.usedThisPeriod())
			.set(CREDIT_SNAPSHOT.PERIOD_START, snapshot.periodStart())
			.set(CREDIT_SNAPSHOT.PERIOD_END, snapshot.periodEnd())
			.set(CREDIT_SNAPSHOT.SCANS, snapshot.scans())
			.set(CREDIT_SNAPSHOT.CAMPAIGN_SCANS, snapshot.campaignScans())
			.set(CREDIT_SNAPSHOT.AUTOSCAN_SCANS, snapshot.autoscanScans())
			.set(CREDIT_SNAPSHOT.CREDITS_USED, snapshot.creditsUsed())
			.set(CREDIT_SNAPSHOT.ACCOUNT_HOLDER, snapshot.accountHolder())
			.execute();
	}

	/** The newest snapshot of the workspace. */
	public Optional<AccountSnapshot> latest(AgencyId agency, WorkspaceId workspace) {
		return db.selectFrom(CREDIT_SNAPSHOT)
			.where(CREDIT_SNAPSHOT.WORKSPACE_ID.eq(workspace.value()))
			.and(CREDIT_SNAPSHOT.AGENCY_ID.eq(agency.value()))
			.orderBy(CREDIT_SNAPSHOT.TAKEN_AT.desc(), CREDIT_SNAPSHOT.ID.desc())
			.limit(1)
			.fetchOptional(SnapshotRepository::snapshot);
	}

	/** A workspace's newest known balance, with the workspace's agency and name. */
	public record NewestBalance(AgencyId agency, WorkspaceId workspace, String name, long balance, Instant takenAt,
			@Nullable LocalDate renewal, @Nullable String holder) {

	}

	/**
	 * The newest snapshot with a balance of every active workspace of every agency, in
	 * one query: for the system's credits round (DD152), which acts on nobody's behalf.
	 */
	public List<NewestBalance> newestBalances() {
		Field<String> newest = NewestSnapshot.withBalanceOfEachWorkspace();
		Table<?> latest = DSL.select(WORKSPACE.NAME, newest)
			.from(WORKSPACE)
			.where(WORKSPACE.ARCHIVED_AT.isNull())
			.asTable("latest");
		return db
			.select(CREDIT_SNAPSHOT.AGENCY_ID, CREDIT_SNAPSHOT.WORKSPACE_ID, latest.field(WORKSPACE.NAME),
					CREDIT_SNAPSHOT.BALANCE, CREDIT_SNAPSHOT.TAKEN_AT, CREDIT_SNAPSHOT.RENEWAL_DATE,
					CREDIT_SNAPSHOT.ACCOUNT_HOLDER)
			.from(CREDIT_SNAPSHOT)
			.join(latest)
			.on(CREDIT_SNAPSHOT.ID.eq(latest.field(newest)))
			.fetch(row -> new NewestBalance(AgencyId.parse(row.value1()), WorkspaceId.parse(row.value2()),
					Objects.requireNonNull(row.value3()), Objects.requireNonNull(row.value4()), instant(row.value5()),
					row.value6(), row.value7()));
	}

	/** The workspace's snapshots taken since an instant, oldest first. */
	public List<AccountSnapshot> since(AgencyId agency, WorkspaceId workspace, Instant from) {
		return db.selectFrom(CREDIT_SNAPSHOT)
			.where(CREDIT_SNAPSHOT.WORKSPACE_ID.eq(workspace.value()))
			.and(CREDIT_SNAPSHOT.AGENCY_ID.eq(agency.value()))
			.and(CREDIT_SNAPSHOT.TAKEN_AT.ge(utc(from)))
			.orderBy(CREDIT_SNAPSHOT.TAKEN_AT, CREDIT_SNAPSHOT.ID)
			.fetch(SnapshotRepository::snapshot);
	}

	/** How many snapshots the workspace has (the job's tests count them). */
	public int count(AgencyId agency, WorkspaceId workspace) {
		return db.fetchCount(CREDIT_SNAPSHOT,
				CREDIT_SNAPSHOT.WORKSPACE_ID.eq(workspace.value()).and(CREDIT_SNAPSHOT.AGENCY_ID.eq(agency.value())));
	}

	private static AccountSnapshot snapshot(CreditSnapshotRecord row) {
		return new AccountSnapshot(instant(row.getTakenAt()), AccountSnapshot.Origin.valueOf(row.getOrigin()),
				row.getPlan(), row.getSubscriptionStatus(), row.getRenewalDate(), row.getMonthlyCredits(),
				row.getBalance(), row.getUsedThisPeriod(), row.getPeriodStart(), row.getPeriodEnd(), row.getScans(),
				row.getCampaignScans(), row.getAutoscanScans(), row.getCreditsUsed(), row.getAccountHolder());
	}

}
