package app.locus.keywords;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.csv.CsvUpload;
import app.locus.base.csv.ImportPreview;
import app.locus.base.csv.ImportPreview.Status;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.Keyword;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class KeywordListServiceTest {

	/**
	 * One new, one already in the list (other case), one repeated, one with a comma, one
	 * blank.
	 */
	private static final String MIXED_FILE = """
			Keyword
			emergency plumber
			Plumber Near Me
			emergency PLUMBER
			"boiler, repair"
			\s
			boiler, repair
			""";

	@Autowired
	DSLContext db;

	@Autowired
	KeywordListService lists;

	Tenant tenant;

	@BeforeEach
	void signIn() {
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void keeps_keywords_trimmed_and_each_once_whatever_its_case() {
		KeywordList list = lists.create(tenant.workspace(), new KeywordListInput("Plumbing",
				List.of("  plumber near me ", "", "Plumber Near Me", "boiler repair")));

		assertThat(list.keywords()).containsExactly("plumber near me", "boiler repair");
		assertThat(lists.lists(tenant.workspace())).extracting(KeywordList::name).containsExactly("Plumbing");
	}

	@Test
	void refuses_a_second_list_of_the_same_name_in_any_case_and_a_keyword_a_scan_would_refuse() {
		lists.create(tenant.workspace(), new KeywordListInput("Plumbing", List.of("plumber")));

		assertThat(FieldErrors.of(() -> lists.create(tenant.workspace(), new KeywordListInput("PLUMBING", List.of()))))
			.containsOnlyKeys("name");
		assertThat(FieldErrors.of(() -> lists.create(tenant.workspace(),
				new KeywordListInput("Other", List.of("a, b", "x".repeat(Keyword.MAX_LENGTH + 1))))))
			.containsOnlyKeys("keywords");
		assertThat(lists.lists(tenant.workspace())).hasSize(1);
	}

	@Test
	void renames_replaces_keywords_and_deletes_a_list_and_audits_each_change() {
		KeywordList list = lists.create(tenant.workspace(), new KeywordListInput("Plumbing", List.of("plumber")));

		KeywordList changed = lists.update(tenant.workspace(), list.id(),
				new KeywordListInput("Heating", List.of("boiler repair")));
		lists.delete(tenant.workspace(), list.id());

		assertThat(changed.name()).isEqualTo("Heating");
		assertThat(changed.keywords()).containsExactly("boiler repair");
		assertThat(lists.lists(tenant.workspace())).isEmpty();
		assertThat(audited()).containsExactly("keywords.list.create", "keywords.list.update", "keywords.list.delete");
	}

	@Test
	void the_preview_marks_each_row_and_saves_nothing() {
		KeywordList list = lists.create(tenant.workspace(),
				new KeywordListInput("Plumbing", List.of("plumber near me")));

		ImportPreview<Keyword> preview = lists.previewImport(tenant.workspace(), list.id(), bytes(MIXED_FILE));

		assertThat(preview.rows()).extracting(ImportPreview.Row::status)
			.containsExactly(Status.NEW, Status.SAVED, Status.REPEATED, Status.INVALID, Status.INVALID, Status.INVALID);
		assertThat(preview.rows().get(5).outcome()).isEqualTo("Invalid: The row has more cells than the first line "
				+ "has columns; put a value that contains a comma in double quotes.");
		assertThat(preview.rows().get(3).outcome())
			.isEqualTo("Invalid: Keyword must not contain commas (commas separate keywords).");
		assertThat(preview.rows().get(4).outcome()).isEqualTo("Invalid: Keyword is required.");
		assertThat(preview.rows()).extracting(ImportPreview.Row::line).containsExactly(2L, 3L, 4L, 5L, 6L, 7L);
		assertThat(lists.list(tenant.workspace(), list.id()).keywords()).containsExactly("plumber near me");
		assertThat(audited()).containsExactly("keywords.list.create");
	}

	@Test
	void importing_adds_only_the_new_rows_and_audits_the_import() {
		KeywordList list = lists.create(tenant.workspace(),
				new KeywordListInput("Plumbing", List.of("plumber near me")));

		ImportPreview<Keyword> done = lists.importKeywords(tenant.workspace(), list.id(), bytes(MIXED_FILE));

		assertThat(done.count(Status.NEW)).isEqualTo(1);
		assertThat(lists.list(tenant.workspace(), list.id()).keywords()).containsExactly("plumber near me",
				"emergency plumber");
		assertThat(audited()).containsExactly("keywords.list.create", "keywords.list.import");
	}

	@Test
	void refuses_a_file_that_is_empty_too_large_not_utf8_without_the_header_or_with_too_many_rows() {
		KeywordList list = lists.create(tenant.workspace(), new KeywordListInput("Plumbing", List.of()));
		byte[] latin1 = "keyword\ncaf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
		byte[] tooLarge = ("keyword\n" + "plumber\n".repeat(CsvUpload.MAX_BYTES / 8)).getBytes(StandardCharsets.UTF_8);
		byte[] tooManyRows = ("keyword\n" + "plumber\n".repeat(KeywordListService.IMPORT_ROWS_MAX + 1))
			.getBytes(StandardCharsets.UTF_8);

		assertThat(fileError(list, new byte[0])).isEqualTo("The file is empty.");
		assertThat(fileError(list, bytes("keyword\n"))).isEqualTo("The file has a header but no rows.");
		assertThat(fileError(list, tooLarge)).isEqualTo("The file is larger than 256 KB. Split it into smaller files.");
		assertThat(fileError(list, latin1))
			.isEqualTo("The file is not UTF-8 text. Save it again as \"CSV UTF-8\" and upload that file.");
		assertThat(fileError(list, bytes("term\nplumber\n")))
			.isEqualTo("The first line must name the columns: keyword. Missing: keyword.");
		assertThat(fileError(list, tooManyRows))
			.isEqualTo("The file has more than 1000 rows. Import at most 1000 rows at a time.");
	}

	@Test
	void reads_a_semicolon_separated_file_with_a_byte_order_mark() {
		KeywordList list = lists.create(tenant.workspace(), new KeywordListInput("Plumbing", List.of()));

		ImportPreview<Keyword> preview = lists.previewImport(tenant.workspace(), list.id(),
				bytes("\uFEFFkeyword;note\nplumber;first\n"));

		assertThat(preview.toAdd()).containsExactly(Keyword.of("plumber"));
	}

	@Test
	void a_client_viewer_reads_lists_but_cannot_change_or_import_them() {
		KeywordList list = lists.create(tenant.workspace(), new KeywordListInput("Plumbing", List.of("plumber")));
		TenantFixture.signIn(tenant.viewer());

		assertThat(lists.lists(tenant.workspace())).hasSize(1);
		assertThatThrownBy(() -> lists.create(tenant.workspace(), new KeywordListInput("Mine", List.of())))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> lists.previewImport(tenant.workspace(), list.id(), bytes(MIXED_FILE)))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> lists.importKeywords(tenant.workspace(), list.id(), bytes(MIXED_FILE)))
			.isInstanceOf(ForbiddenException.class);
		assertThat(lists.list(tenant.workspace(), list.id()).keywords()).containsExactly("plumber");
	}

	@Test
	void a_list_of_another_workspace_reads_as_not_found() {
		KeywordList list = lists.create(tenant.workspace(), new KeywordListInput("Plumbing", List.of("plumber")));
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.admin());

		assertThatThrownBy(() -> lists.list(other.workspace(), list.id())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> lists.delete(other.workspace(), list.id())).isInstanceOf(NotFoundException.class);
	}

	private String fileError(KeywordList list, byte[] file) {
		return FieldErrors.of(() -> lists.previewImport(tenant.workspace(), list.id(), file)).get(CsvUpload.FIELD);
	}

	private List<String> audited() {
		return db.select(AUDIT_EVENT.ACTION)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value())
				.and(AUDIT_EVENT.ACTION.startsWith("keywords.")))
			.orderBy(AUDIT_EVENT.ID)
			.fetch(AUDIT_EVENT.ACTION);
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

}
