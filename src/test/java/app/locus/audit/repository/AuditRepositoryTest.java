package app.locus.audit.repository;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditFilter;
import app.locus.audit.AuditLog;
import app.locus.audit.AuditRecord;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class AuditRepositoryTest {

	@Autowired
	AuditRepository query;

	@Autowired
	AuditLog log;

	@Test
	void an_agencys_trail_never_includes_another_agencys_events_even_when_filtered_by_their_workspace() {
		AgencyId agency = AgencyId.random();
		AgencyId other = AgencyId.random();
		WorkspaceId foreign = WorkspaceId.random();
		log.record(AuditEntry.success(agency, null, "test.own", "own", null));
		log.record(AuditEntry.success(other, foreign, "test.foreign", "foreign", null));

		assertThat(query.page(agency, AuditFilter.NONE, 0, 50)).extracting(AuditRecord::action)
			.containsExactly("test.own");
		AuditFilter foreignWorkspace = new AuditFilter(foreign, null, null, null, null);
		assertThat(query.page(agency, foreignWorkspace, 0, 50)).isEmpty();
		assertThat(query.count(agency, foreignWorkspace)).isZero();
		assertThat(query.actions(agency)).containsExactly("test.own");
	}

	@Test
	void filters_narrow_by_workspace_action_actor_and_day_and_pages_run_newest_first() {
		AgencyId agency = AgencyId.random();
		WorkspaceId workspace = WorkspaceId.random();
		for (int i = 0; i < 5; i++) {
			log.record(AuditEntry.success(agency, i % 2 == 0 ? workspace : null, "test.step", "step " + i, null));
		}
		log.record(AuditEntry.success(agency, null, "test.other", "other", null));
		LocalDate today = LocalDate.now(ZoneOffset.UTC);

		assertThat(query.count(agency, new AuditFilter(workspace, null, null, null, null))).isEqualTo(3);
		assertThat(query.count(agency, new AuditFilter(null, "test.step", null, null, null))).isEqualTo(5);
		assertThat(query.count(agency, new AuditFilter(null, null, "SYST", null, null))).isEqualTo(6);
		assertThat(query.count(agency, new AuditFilter(null, null, "nobody", null, null))).isZero();
		assertThat(query.count(agency, new AuditFilter(null, null, null, today, today))).isEqualTo(6);
		assertThat(query.count(agency, new AuditFilter(null, null, null, today.plusDays(1), null))).isZero();
		assertThat(query.count(agency, new AuditFilter(null, null, null, null, today.minusDays(1)))).isZero();
		assertThat(query.page(agency, AuditFilter.NONE, 0, 2)).extracting(AuditRecord::target)
			.containsExactly("other", "step 4");
		assertThat(query.page(agency, AuditFilter.NONE, 2, 2)).extracting(AuditRecord::target)
			.containsExactly("step 3", "step 2");
	}

}
