package app.locus.onboarding.repository;

import static app.locus.db.Tables.FIRST_RUN;
import static app.locus.db.Tables.FIRST_RUN_STEP;

import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.db.tables.records.FirstRunRecord;
import app.locus.onboarding.FirstRunProgress;
import app.locus.onboarding.FirstRunStep;
import app.locus.onboarding.StepState;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/** An agency's first-run progress: one row per agency, one per decided step. */
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
		Optional<FirstRunRecord> row = db.selectFrom(FIRST_RUN)
			.where(FIRST_RUN.AGENCY_ID.eq(agency.value()))
			.fetchOptional();
		return new FirstRunProgress(states, row.map(FirstRunRecord::getWorkspaceId).map(WorkspaceId::new).orElse(null),
				row.map(FirstRunRecord::getDismissedAt).map(DbTime::instant).orElse(null));
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
