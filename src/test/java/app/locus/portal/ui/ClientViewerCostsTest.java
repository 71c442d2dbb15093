package app.locus.portal.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.upstream.api.CampaignKey;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.StoredReports;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.vaadin.flow.component.UI;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * A client viewer walks every page their side navigation offers and a stored report's
 * page, and reads no credits, costs or prices until the agency lets clients see them
 * (DD159); then the pages that carry them show them.
 */
class ClientViewerCostsTest extends UiTest {

	/** What a line about credits, costs or prices reads like. */
	private static final Pattern COSTS = Pattern.compile("(?i)\\bcredit|\\bcost|\\bprice|\\$\\s?\\d|\\d\\s?cr\\b");

	@Autowired
	ApplicationContext context;

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	CostVisibility costs;

	TestAgency agency;

	WorkspaceId bakery;

	String report;

	@BeforeEach
	void aWorkspaceWithAReportAndACampaign() {
		agency = tenants.agency();
		bakery = agency.workspace("Bakery");
		ObjectNode scan = Dd010Samples.scan(Dd010Samples.key(), LocalDate.of(2026, 3, 1));
		new StoredReports(context).scan(agency.id(), bakery, scan);
		report = "w/" + bakery + "/reports/scan/" + scan.get("report_key").asText();
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		campaigns.insert(bakery,
				new Campaign(CampaignId.random(), CampaignKey.of(Dd010Samples.key()), "Weekly bakery",
						List.of(Dd010Samples.PLACE), List.of("bakery"), new GridSize(7), new BigDecimal("2"),
						Measurement.MI, new RunSchedule(today, LocalTime.of(23, 59), Frequency.WEEKLY),
						CampaignStatus.ACTIVE, Campaign.Origin.LOCUS),
				null, Instant.now());
	}

	@Test
	void aClientViewerReadsNoCreditsCostsOrPricesOnAnyPageTheyReach() {
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/overview");
		assertThat(navLinks()).as("no link to the credits pages")
			.doesNotContainKeys("nav-credits", "nav-unknown-spends")
			.containsKeys("nav-campaigns", "nav-calendar", "nav-reviews-analysis");

		assertThat(costLinesOnEveryPage()).isEmpty();
	}

	@Test
	void onceTheAgencyAllowsItTheClientViewerSeesThem() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		costs.setClientsSeeCosts(true);
		signInAs(agency.user(Role.CLIENT_VIEWER, bakery));
		navigate("w/" + bakery + "/overview");
		assertThat(navLinks()).containsKeys("nav-credits", "nav-unknown-spends");

		List<String> found = costLinesOnEveryPage();

		assertThat(found.stream().map(line -> line.substring(0, line.indexOf(": "))).distinct())
			.as("the pages that carry credits, costs or prices")
			.contains("w/" + bakery + "/credits", "w/" + bakery + "/campaigns", "w/" + bakery + "/calendar",
					"w/" + bakery + "/reviews-analysis");
	}

	/** Every line about credits, costs or prices, as "page: line". */
	private List<String> costLinesOnEveryPage() {
		Set<String> pages = new LinkedHashSet<>(navLinks().values());
		pages.add(report);
		List<String> found = new ArrayList<>();
		for (String path : pages) {
			navigate(path);
			String at = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
			PageText.visible()
				.lines()
				.filter(line -> COSTS.matcher(line).find())
				.forEach(line -> found.add(at + ": " + line));
		}
		return found;
	}

}
