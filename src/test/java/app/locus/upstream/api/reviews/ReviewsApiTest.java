package app.locus.upstream.api.reviews;

import java.time.LocalDate;

import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static org.assertj.core.api.Assertions.assertThat;

class ReviewsApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final ReviewsApi api = new ReviewsApi(gateway);

	@Test
	void reviews_listing_decodes_primary_business_scores() {
		gateway.answer("""
				{"count": 1, "reports": [
				 {"reviews_key": "8888888888bbbbb", "name": "Bright Smiles reviews", "date": "03/07/2026",
				  "locations": [{"place_id": "ChIJ1", "name": "Bright Smiles"}, "ChIJ7"], "frequency": "monthly",
				  "statistics": {"metrics": {"primaryBusiness": {"RVS": "72.4", "RQS": "88.1", "rating": "4.8",
				                                                  "reviews": "213"}}}}]}""");

		var page = api.list(WORKSPACE, LANE, ListQuery.all(), null);

		assertPost(gateway.onlyCall(), "/v1/reviews/", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEmpty();
		assertThat(page.items()).singleElement().satisfies(report -> {
			assertThat(report.reviewsKey()).isEqualTo("8888888888bbbbb");
			assertThat(report.date()).isEqualTo(LocalDate.of(2026, 3, 7));
			assertThat(report.frequency()).isEqualTo(Frequency.MONTHLY);
			assertThat(report.locations()).extracting(location -> location.placeId()).containsExactly("ChIJ1", "ChIJ7");
			assertThat(report.primaryBusiness().rvs()).isEqualByComparingTo("72.4");
			assertThat(report.primaryBusiness().rqs()).isEqualByComparingTo("88.1");
			assertThat(report.primaryBusiness().reviews()).isEqualTo(213);
		});
	}

	@Test
	void a_reviews_report_without_statistics_has_no_primary_business() {
		gateway.answer("""
				{"reports": [{"reviews_key": "8888888888bbbbb", "statistics": false}]}""");
		assertThat(api.list(WORKSPACE, LANE, ListQuery.all(), null).items()).singleElement()
			.satisfies(report -> assertThat(report.primaryBusiness()).isNull());
	}

}
