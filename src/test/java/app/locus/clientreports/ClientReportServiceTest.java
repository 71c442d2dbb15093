package app.locus.clientreports;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.SiteBranding;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class ClientReportServiceTest {

	static final String BRAND = "Harbor Local Marketing";

	@Autowired
	DSLContext db;

	@Autowired
	ClientReportService reports;

	@Autowired
	BrandingService branding;

	@Autowired
	CostVisibility costs;

	Tenant tenant;

	@BeforeEach
	void anAgencyWithItsBrandAndTwoScans() {
		TenantFixture fixture = new TenantFixture(db);
		tenant = fixture.tenant();
		TenantFixture.signIn(tenant.admin());
		branding.update(BRAND, "#0a7d5a");
		LocalDate today = LocalDate.now(ZoneOffset.UTC);
		StoredScans scans = new StoredScans(db);
		scans.scan(tenant.agency(), tenant.workspace(), today.minusDays(10), "emergency plumber", "1,1,1", "20");
		scans.scan(tenant.agency(), tenant.workspace(), today.minusDays(2), "emergency plumber", StoredScans.SIXTY_FOUR,
				"48.5");
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void makesTheReportFromStoredScansInTheAgencysBrandAndKeepsItInTheHistory() throws IOException {
		reports.saveTemplate(tenant.workspace(), new TemplateInput(EnumSet.of(Section.SUMMARY, Section.HEATMAPS),
				List.of("Emergency plumber"), ReportPeriod.LAST_7_DAYS));

		ClientReportEntry made = reports.generateNow(tenant.workspace());

		String text = PdfText.of(reports.download(tenant.workspace(), made.id()).pdf());
		assertThat(text).contains(BRAND, "Summary", "Heatmaps",
				"You appear in the top 3 in 64% of the area around your business", "1 scan was made in this period.");
		assertThat(text).doesNotContain(SiteBranding.PLATFORM_NAME, "Visibility over time", "Credits used");
		assertThat(reports.history(tenant.workspace())).extracting(ClientReportEntry::id).containsExactly(made.id());
		assertThat(made.period().to()).isEqualTo(LocalDate.now(ZoneOffset.UTC));
		assertThat(audited("clientreports.generate")).isEqualTo(1);
	}

	@Test
	void leavesTheCreditsSectionOutWhileClientsMayNotSeeCostsAndKeepsTheTemplatesChoice() throws IOException {
		reports.saveTemplate(tenant.workspace(),
				new TemplateInput(EnumSet.of(Section.SUMMARY, Section.CREDITS), List.of(), ReportPeriod.LAST_30_DAYS));

		String hidden = PdfText
			.of(reports.download(tenant.workspace(), reports.generateNow(tenant.workspace()).id()).pdf());
		TenantFixture.signIn(tenant.admin());
		costs.setClientsSeeCosts(true);
		TenantFixture.signIn(tenant.manager());
		String shown = PdfText
			.of(reports.download(tenant.workspace(), reports.generateNow(tenant.workspace()).id()).pdf());

		assertThat(hidden).contains("Summary").doesNotContain("Credits used", "credits in this period");
		assertThat(shown).contains("Summary", "Credits used", "credits in this period");
		assertThat(reports.template(tenant.workspace()).sections()).contains(Section.CREDITS);
	}

	@Test
	void letsAClientViewerReadAndDownloadButRefusesTheirWrites() {
		ClientReportEntry made = reports.generateNow(tenant.workspace());
		TenantFixture.signIn(tenant.viewer());

		assertThat(reports.history(tenant.workspace())).hasSize(1);
		assertThat(reports.download(tenant.workspace(), made.id()).pdf()).startsWith("%PDF".getBytes());
		assertThatThrownBy(() -> reports.generateNow(tenant.workspace())).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> reports.saveTemplate(tenant.workspace(),
				new TemplateInput(Set.of(Section.SUMMARY), List.of(), ReportPeriod.LAST_MONTH)))
			.isInstanceOf(ForbiddenException.class);
		assertThat(reports.history(tenant.workspace())).hasSize(1);
	}

	@Test
	void refusesAnotherAgencysManagerAsIfTheWorkspaceDidNotExist() {
		ClientReportEntry made = reports.generateNow(tenant.workspace());
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.manager());

		assertThatThrownBy(() -> reports.history(tenant.workspace())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> reports.download(tenant.workspace(), made.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> reports.download(other.workspace(), made.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> reports.generateNow(tenant.workspace())).isInstanceOf(NotFoundException.class);
	}

	@Test
	void refusesATemplateWithoutSectionsOrPeriodOrWithBadKeywordsAndKeepsTheSavedOne() {
		TemplateInput saved = new TemplateInput(Set.of(Section.SUMMARY), List.of("plumber"), ReportPeriod.LAST_MONTH);
		reports.saveTemplate(tenant.workspace(), saved);

		assertThat(FieldErrors
			.of(() -> reports.saveTemplate(tenant.workspace(), new TemplateInput(Set.of(), List.of("a, b"), null))))
			.containsOnlyKeys("sections", "period", "heatmapKeywords");
		assertThat(
				FieldErrors
					.of(() -> reports.saveTemplate(tenant.workspace(),
							new TemplateInput(Set.of(Section.SUMMARY),
									List.of("k1", "k2", "k3", "k4", "k5", "k6", "k7"), ReportPeriod.LAST_MONTH))))
			.containsOnlyKeys("heatmapKeywords");
		ReportTemplate kept = reports.template(tenant.workspace());
		assertThat(kept.sections()).containsExactly(Section.SUMMARY);
		assertThat(kept.heatmapKeywords()).containsExactly("plumber");
		assertThat(kept.period()).isEqualTo(ReportPeriod.LAST_MONTH);
	}

	private int audited(String action) {
		return db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(tenant.agency().value()).and(AUDIT_EVENT.ACTION.eq(action)));
	}

}
