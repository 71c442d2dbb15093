package app.locus.reports;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.upstream.api.ReportKey;
import org.junit.jupiter.api.Test;

class DashboardLinksTest {

	private static final ReportKey KEY = ReportKey.of("0a1b2c3d4e5f6a7");

	@Test
	void each_type_links_to_its_dashboard_path_under_the_base_address() {
		DashboardLinks links = new DashboardLinks("https://dashboard.example/");

		assertThat(links.url(ReportType.SCAN, KEY)).contains("https://dashboard.example/reports/view/0a1b2c3d4e5f6a7");
		assertThat(links.url(ReportType.COMPETITOR, KEY))
			.contains("https://dashboard.example/reports/competitor/view/0a1b2c3d4e5f6a7");
		assertThat(links.url(ReportType.TREND, KEY))
			.contains("https://dashboard.example/reports/trend/view/0a1b2c3d4e5f6a7");
		assertThat(links.url(ReportType.LOCATION, KEY))
			.contains("https://dashboard.example/reports/location/view/0a1b2c3d4e5f6a7");
		assertThat(links.url(ReportType.KEYWORD, KEY))
			.contains("https://dashboard.example/reports/keyword/view/0a1b2c3d4e5f6a7");
		assertThat(links.url(ReportType.CAMPAIGN, KEY))
			.contains("https://dashboard.example/campaigns/view/0a1b2c3d4e5f6a7");
	}

	@Test
	void no_base_address_means_no_links() {
		assertThat(new DashboardLinks(" ").url(ReportType.SCAN, KEY)).isEmpty();
	}

}
