package app.locus.clientreports;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.fixtures.DemoBakery;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.ReportSync;
import app.locus.support.IntegrationTest;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The client report of the demo bakery, whose account holds a year of weekly AI scans of
 * its two keywords on all five engines (the demo seed): its AI part says, per keyword and
 * engine, in how many of ten answers the engine named the client and the likely range, in
 * words and never as a bare percentage. Read-only at the simulator.
 */
@IntegrationTest
class ClientReportAiAnswersTest {

	/**
	 * The demo seed's AI keywords and the engines' names as the service's platform list
	 * gives them.
	 */
	static final List<String> KEYWORDS = List.of("bakery", "sourdough bread");

	static final List<String> ENGINES = List.of("ChatGPT", "Gemini", "Grok", "Google AI Overviews", "Google AI Mode");

	static final Pattern SENTENCE = Pattern.compile("(" + String.join("|", ENGINES)
			+ ") named you in about (\\d+) of 10 answers \\(likely between (\\d+) and (\\d+) of 10");

	@Autowired
	DSLContext db;

	@Autowired
	ApiKeyService keys;

	@Autowired
	ReportSync sync;

	@Autowired
	ClientReportService reports;

	Tenant tenant;

	@BeforeEach
	void theDemoBakerySynced() {
		tenant = DemoBakery.synced(db, keys, sync);
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void says_per_keyword_and_engine_how_many_of_ten_answers_named_the_client_and_the_likely_range()
			throws IOException {
		reports.saveTemplate(tenant.workspace(),
				new TemplateInput(EnumSet.of(Section.AI_ANSWERS), List.of(), ReportPeriod.LAST_7_DAYS));

		String text = report().replaceAll("\\s+", " ");

		assertThat(text).contains("In AI answers");
		for (String keyword : KEYWORDS) {
			String opening = "When people ask for \"" + keyword + "\" near your business:";
			assertThat(text).contains(opening);
			String part = text.substring(text.indexOf(opening) + opening.length()).split("When people ask for")[0];
			Matcher sentences = SENTENCE.matcher(part);
			List<String> engines = new ArrayList<>();
			while (sentences.find()) {
				assertThat(Integer.parseInt(sentences.group(2))).as(sentences.group())
					.isBetween(Integer.parseInt(sentences.group(3)), Integer.parseInt(sentences.group(4)));
				engines.add(sentences.group(1));
			}
			assertThat(engines).as("a sentence per engine for " + keyword).isEqualTo(ENGINES);
		}
		assertThat(text).doesNotContainPattern("named you in about \\d+%");
	}

	@Test
	void a_template_without_the_part_leaves_the_ai_answers_out() throws IOException {
		reports.saveTemplate(tenant.workspace(),
				new TemplateInput(EnumSet.of(Section.SUMMARY), List.of(), ReportPeriod.LAST_7_DAYS));

		assertThat(report()).doesNotContain("In AI answers", "named you in about");
	}

	private String report() throws IOException {
		return PdfText.of(reports.download(tenant.workspace(), reports.generateNow(tenant.workspace()).id()).pdf());
	}

}
