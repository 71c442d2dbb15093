package app.locus.badinput;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;

import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.ReportService;
import app.locus.reports.StoredReports;
import app.locus.support.IntegrationTest;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * Text that came from the service (a keyword someone typed into a scan) reaches the CSV
 * export as text a spreadsheet shows, never as a formula it runs.
 */
@IntegrationTest
class CsvExportInjectionTest {

	private static final List<String> FORMULAS = List.of("=HYPERLINK(\"http://evil.test\",\"x\")",
			"+1+cmd|' /C calc'!A0", "-2+3", "@SUM(1,2)", "\t=1+2", "\r=1+2");

	@Autowired
	ApplicationContext context;

	@Autowired
	ReportService reports;

	@Autowired
	DSLContext db;

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void keywords_that_start_like_formulas_are_exported_as_text() {
		Tenant tenant = new TenantFixture(db).tenant();
		StoredReports stored = new StoredReports(context);
		for (String formula : FORMULAS) {
			ObjectNode scan = Dd010Samples.scan(Dd010Samples.key(), LocalDate.of(2026, 3, 1));
			scan.put("keyword", formula);
			stored.scan(tenant.agency(), tenant.workspace(), scan);
		}
		TenantFixture.signIn(tenant.viewer());

		String csv = new String(
				reports.galleryCsv(tenant.workspace(), GalleryFilter.of(null), GallerySort.NEWEST_FIRST),
				StandardCharsets.UTF_8);

		for (String formula : FORMULAS) {
			String quoted = "\"" + "'" + formula.replace("\"", "\"\"") + "\"";
			assertThat(csv).as("the cell of %s", formula).containsAnyOf("," + "'" + formula + ",", "," + quoted + ",");
		}
		assertThat(csv.lines().skip(1)).allSatisfy(line -> assertThat(line).doesNotContain(",=", ",+", ",@"));
	}

}
