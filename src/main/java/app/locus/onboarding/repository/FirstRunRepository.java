package app.locus.onboarding.repository;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.FIRST_RUN;
import static app.locus.db.Tables.FIRST_RUN_STEP;
import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.SAVED_LOCATION;
import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.db.tables.records.FirstRunRecord;
import app.locus.onboarding.FirstRunProgress;
import app.locus.onboarding.FirstRunStep;
import app.locus.onboarding.StepState;
import app.locus.reports.ReportType;
import app.locus.tenancy.BrandColour;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record5;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/**
 * An agency's first-run progress: one row per agency, one per decided step, and what the
 * agency has done outside the wizard (a step whose result exists counts as done).
 */
@Repository
public class FirstRunRepository {

	private final DSLContext db;

	FirstRunRepository(DSLContext db) {
		this.db = db;
	}

	public FirstRunProgress progress(AgencyId agency) {
		Map<FirstRunStep, StepState> states = new EnumMap<>(FirstRunStep.class);
		db.select(FIRST_RUN_STEP.STEP, FIRST_RUN_STEP.OUTCOME)
			.from(FIRST_RUN_STEP)
			.where(FIRST_RUN_STEP.AGENCY_ID.eq(agency.value()))
			.forEach(row -> states.put(FirstRunStep.valueOf(row.value1()), StepState.valueOf(row.value2())));
		doneOutsideTheWizard(agency).forEach(step -> states.put(step, StepState.DONE));
		Optional<FirstRunRecord> row = db.selectFrom(FIRST_RUN)
			.where(FIRST_RUN.AGENCY_ID.eq(agency.value()))
			.fetchOptional();
		return new FirstRunProgress(states, row.map(FirstRunRecord::getWorkspaceId).map(WorkspaceId::new).orElse(null),
				row.map(FirstRunRecord::getDismissedAt).map(DbTime::instant).orElse(null));
	}

	/**
	 * The steps whose result the agency has, however it got there (the demo data, the
	 * pages themselves): its own colour or logo, an active workspace, a live API key, a
	 * saved location, a stored scan report. One query.
	 */
	private EnumSet<FirstRunStep> doneOutsideTheWizard(AgencyId agency) {
		Condition activeWorkspace = WORKSPACE.AGENCY_ID.eq(agency.value()).and(WORKSPACE.ARCHIVED_AT.isNull());
		Record5<Boolean, Boolean, Boolean, Boolean, Boolean> facts = db.select(
				DSL.field(DSL.exists(DSL.selectOne()
					.from(AGENCY)
					.where(AGENCY.ID.eq(agency.value()))
					.and(AGENCY.LOGO.isNotNull().or(AGENCY.PRIMARY_COLOR.ne(BrandColour.DEFAULT.hex()))))),
				DSL.field(DSL.exists(DSL.selectOne().from(WORKSPACE).where(activeWorkspace))),
				DSL.field(DSL.exists(DSL.selectOne()
					.from(UPSTREAM_API_KEY)
					.join(WORKSPACE)
					.on(WORKSPACE.ID.eq(UPSTREAM_API_KEY.WORKSPACE_ID))
					.where(activeWorkspace)
					.and(UPSTREAM_API_KEY.REVOKED_AT.isNull()))),
				DSL.field(DSL
					.exists(DSL.selectOne().from(SAVED_LOCATION).where(SAVED_LOCATION.AGENCY_ID.eq(agency.value())))),
				DSL.field(DSL.exists(DSL.selectOne()
					.from(REPORT)
					.where(REPORT.AGENCY_ID.eq(agency.value()))
					.and(REPORT.TYPE.eq(ReportType.SCAN.name())))))
			.fetchSingle();
		EnumSet<FirstRunStep> done = EnumSet.noneOf(FirstRunStep.class);
		FirstRunStep[] steps = { FirstRunStep.BRANDING, FirstRunStep.WORKSPACE, FirstRunStep.API_KEY,
				FirstRunStep.LOCATION, FirstRunStep.FIRST_SCAN };
		for (int i = 0; i < steps.length; i++) {
			if (Boolean.TRUE.equals(facts.get(i))) {
				done.add(steps[i]);
			}
		}
		return done;
	}

	/** Records a step's outcome; a step done stays done when it is skipped later. */
	public void decide(AgencyId agency, FirstRunStep step, StepState outcome, Instant at) {
		var insert = db.insertInto(FIRST_RUN_STEP)
			.set(FIRST_RUN_STEP.AGENCY_ID, agency.value())
			.set(FIRST_RUN_STEP.STEP, step.name())
			.set(FIRST_RUN_STEP.OUTCOME, outcome.name())
			.set(FIRST_RUN_STEP.DECIDED_AT, DbTime.utc(at));
		if (outcome == StepState.DONE) {
			insert.onDuplicateKeyUpdate()
				.set(FIRST_RUN_STEP.OUTCOME, outcome.name())
				.set(FIRST_RUN_STEP.DECIDED_AT, DbTime.utc(at))
				.execute();
		}
		else {
			insert.onDuplicateKeyIgnore().execute();
		}
	}

	public void setWorkspace(AgencyId agency, WorkspaceId workspace) {
		db.insertInto(FIRST_RUN)
			.set(FIRST_RUN.AGENCY_ID, agency.value())
			.set(FIRST_RUN.WORKSPACE_ID, workspace.value())
			.onDuplicateKeyUpdate()
			.set(FIRST_RUN.WORKSPACE_ID, workspace.value())
			.execute();
	}

	public void dismiss(AgencyId agency, Instant at) {
		db.insertInto(FIRST_RUN)
			.set(FIRST_RUN.AGENCY_ID, agency.value())
			.set(FIRST_RUN.DISMISSED_AT, DbTime.utc(at))
			.onDuplicateKeyUpdate()
			.set(FIRST_RUN.DISMISSED_AT, DbTime.utc(at))
			.execute();
	}

}
