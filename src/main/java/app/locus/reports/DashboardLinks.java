package app.locus.reports;

import java.util.Optional;

import app.locus.upstream.api.ReportKey;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Addresses of reports on the vendor's dashboard, under {@code locus.dashboard.base-url};
 * none when no base address is configured. (Whether an agency shows them in its client
 * portals is the view's decision.)
 */
@Component
public class DashboardLinks {

	private final String baseUrl;

	DashboardLinks(@Value("${locus.dashboard.base-url:}") String baseUrl) {
		this.baseUrl = baseUrl == null || baseUrl.isBlank() ? null : baseUrl.strip().replaceAll("/+$", "");
	}

	/** E.g. {@code https://dashboard.example/reports/trend/view/0a1b2c3d4e5f6a7}. */
	public Optional<String> url(ReportType type, ReportKey key) {
		return baseUrl == null ? Optional.empty() : Optional.of(baseUrl + type.dashboardPath(key));
	}

}
