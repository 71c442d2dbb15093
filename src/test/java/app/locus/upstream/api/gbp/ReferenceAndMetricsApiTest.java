package app.locus.upstream.api.gbp;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ReferenceAndMetricsApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final ReferenceApi reference = new ReferenceApi(gateway);

	private final MetricsApi metrics = new MetricsApi(gateway);

	@Test
	void categories_and_chains_are_searched_by_term() {
		gateway.answer("""
				{"categories": [{"name": "categories/gcid:dentist", "display_name": "Dentist"}]}""").answer("""
				{"chains": [{"name": "chains/123", "display_name": "Smile Chain"}]}""");

		assertThat(reference.categories(WORKSPACE, LANE, PLACE, " dent "))
			.containsExactly(new NamedItem("categories/gcid:dentist", "Dentist"));
		assertThat(reference.chains(WORKSPACE, LANE, PLACE, "smile"))
			.containsExactly(new NamedItem("chains/123", "Smile Chain"));
		assertPost(gateway.calls().get(0), "/v2/gbp/categories", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.calls().get(0).fields()).isEqualTo(form("place_id", PLACE.value(), "term", "dent"));
		assertPost(gateway.calls().get(1), "/v2/gbp/chains", CallKind.READ, TimeoutClass.STANDARD);
	}

	@Test
	void metrics_send_a_comma_list_and_spec_dates_and_decode_daily_values() {
		gateway.answer("""
				{"metrics": [{"metric": "WEBSITE_CLICKS", "values": [{"date": "03/01/2026", "value": "12"},
				                                                     {"date": "03/02/2026", "value": 9}]},
				             {"metric": "CALL_CLICKS", "values": []}]}""");

		List<MetricSeries> series = metrics.metrics(WORKSPACE, LANE, PLACE, List.of("WEBSITE_CLICKS", "CALL_CLICKS"),
				DateRange.between(LocalDate.of(2026, 3, 1), LocalDate.of(2026, 3, 31)));

		assertPost(gateway.onlyCall(), "/v2/gbp/metrics", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value(), "metrics",
				"WEBSITE_CLICKS,CALL_CLICKS", "start_date", "03/01/2026", "end_date", "03/31/2026"));
		assertThat(series.get(0).values()).containsExactly(
				new MetricSeries.Value(LocalDate.of(2026, 3, 1), new BigDecimal("12")),
				new MetricSeries.Value(LocalDate.of(2026, 3, 2), new BigDecimal("9")));
		assertThat(series.get(1).values()).isEmpty();
	}

	@Test
	void metrics_need_names_and_a_closed_date_range() {
		assertThatThrownBy(() -> metrics.metrics(WORKSPACE, LANE, PLACE, List.of("website clicks"),
				DateRange.between(null, LocalDate.of(2026, 3, 1))))
			.isInstanceOf(ValidationException.class)
			.satisfies(
					ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKeys("metrics", "start_date"));
		assertThat(gateway.calls()).isEmpty();
	}

}
