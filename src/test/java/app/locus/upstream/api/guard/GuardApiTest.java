package app.locus.upstream.api.guard;

import java.time.LocalDate;

import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;

class GuardApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final GuardApi api = new GuardApi(gateway);

	@Test
	void guard_listing_sends_limit_token_and_fieldmask_and_decodes_reports() {
		gateway.answer("""
				{"count": 1, "next_token": "g2", "reports": [
				 {"report_key": "7777777777aaaaa", "place_id": "ChIJ1",
				  "location": {"name": "Bright Smiles", "address": "1 Main St", "rating": "4.8", "reviews": "213"},
				  "status": "alert", "date_added": "01/02/2026", "date_last": "03/07/2026",
				  "changes": [{"field": "websiteUri"}]}]}""");

		Page<GuardReport> page = api.list(WORKSPACE, LANE,
				ListQuery.all().withLimit(Limit.of(20)).withFieldmask(Fieldmask.of("report_key", "status")), "g1");

		assertPost(gateway.onlyCall(), "/v1/guard/", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("limit", "20", "next_token", "g1", "fieldmask", "report_key,status"));
		assertThat(page.next()).contains("g2");
		assertThat(page.items()).singleElement().satisfies(report -> {
			assertThat(report.reportKey()).isEqualTo("7777777777aaaaa");
			assertThat(report.status()).isEqualTo(GuardStatus.ALERT);
			assertThat(report.dateAdded()).isEqualTo(LocalDate.of(2026, 1, 2));
			assertThat(report.dateLast()).isEqualTo(LocalDate.of(2026, 3, 7));
			assertThat(report.location().rating()).isEqualByComparingTo("4.8");
			assertThat(report.changes()).hasSize(1);
		});
	}

	@Test
	void guard_report_without_changes_has_null_changes() {
		gateway.answer("""
				{"reports": [{"report_key": "7777777777aaaaa", "status": "active", "changes": false}]}""");
		assertThat(api.stream(WORKSPACE, LANE, ListQuery.all()).toList()).singleElement()
			.satisfies(report -> assertThat(report.changes()).isNull());
	}

}
