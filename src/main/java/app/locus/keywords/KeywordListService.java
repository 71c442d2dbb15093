package app.locus.keywords;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.NotFoundException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.csv.CsvRow;
import app.locus.base.csv.CsvUpload;
import app.locus.base.csv.ImportPreview;
import app.locus.keywords.repository.KeywordListRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.Keyword;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Named keyword lists of a workspace, which the scan and campaign forms fill their
 * keyword fields from: everyone of the workspace reads them, managers and admins change
 * them, import them from a CSV file (a preview first, nothing saved until confirmed), and
 * every change is audited. Keywords follow the scan's own rule ({@link Keyword}),
 * trimmed, and appear once per list whatever their case.
 */
@Service
@Transactional(readOnly = true)
public class KeywordListService {

	/** The longest list name; a longer one is refused, never cut. */
	public static final int NAME_MAX = 100;

	/** More than a campaign would use; a list is read whole into forms. */
	static final int KEYWORDS_MAX = 500;

	/** Rows of one keyword file: room for a full list and its repeats. */
	static final int IMPORT_ROWS_MAX = 1000;

	/** The header column of a keyword file. */
	static final String KEYWORD_COLUMN = "keyword";

	private final WorkspaceAccess access;

	private final KeywordListRepository lists;

	private final AuditLog audit;

	private final Clock clock;

	KeywordListService(WorkspaceAccess access, KeywordListRepository lists, AuditLog audit, Clock clock) {
		this.access = access;
		this.lists = lists;
		this.audit = audit;
		this.clock = clock;
	}

	/** The workspace's lists by name, each with its keywords. */
	public List<KeywordList> lists(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return lists.all(user.agencyId(), workspace);
	}

	public KeywordList list(WorkspaceId workspace, KeywordListId id) {
		LocusUser user = access.requireRead(workspace);
		return lists.find(user.agencyId(), workspace, id).orElseThrow(() -> new NotFoundException("keyword list"));
	}

	@Transactional
	public KeywordList create(WorkspaceId workspace, KeywordListInput input) {
		LocusUser user = access.requireWrite(workspace);
		String name = validName(workspace, input.name(), null);
		List<Keyword> keywords = validKeywords(input.keywords());
		KeywordListId id = KeywordListId.random();
		lists.insert(user.agencyId(), workspace, id, name, keywords, clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), workspace, "keywords.list.create", id.value(),
				name + " (" + keywords.size() + " keywords)"));
		return list(workspace, id);
	}

	/** Renames the list and replaces its keywords with the given ones. */
	@Transactional
	public KeywordList update(WorkspaceId workspace, KeywordListId id, KeywordListInput input) {
		LocusUser user = access.requireWrite(workspace);
		requireLocked(user, workspace, id);
		String name = validName(workspace, input.name(), id);
		List<Keyword> keywords = validKeywords(input.keywords());
		lists.replace(workspace, id, name, keywords, clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), workspace, "keywords.list.update", id.value(),
				name + " (" + keywords.size() + " keywords)"));
		return list(workspace, id);
	}

	@Transactional
	public void delete(WorkspaceId workspace, KeywordListId id) {
		LocusUser user = access.requireWrite(workspace);
		KeywordList gone = requireLocked(user, workspace, id);
		lists.delete(workspace, id);
		audit.record(AuditEntry.success(user.agencyId(), workspace, "keywords.list.delete", id.value(), gone.name()));
	}

	/**
	 * What importing the file into the list would do, row by row; saves nothing. The file
	 * has a {@value #KEYWORD_COLUMN} column.
	 */
	public ImportPreview<Keyword> previewImport(WorkspaceId workspace, KeywordListId id, byte[] file) {
		LocusUser user = access.requireWrite(workspace);
		KeywordList list = lists.find(user.agencyId(), workspace, id)
			.orElseThrow(() -> new NotFoundException("keyword list"));
		return preview(list, file);
	}

	/**
	 * Adds the file's new keywords to the list, in one transaction, sorted again against
	 * the list as it is now (someone may have changed it since the preview).
	 * @return what was done with each row
	 */
	@Transactional
	public ImportPreview<Keyword> importKeywords(WorkspaceId workspace, KeywordListId id, byte[] file) {
		LocusUser user = access.requireWrite(workspace);
		KeywordList list = requireLocked(user, workspace, id);
		ImportPreview<Keyword> done = preview(list, file);
		List<Keyword> added = done.toAdd();
		int total = list.keywords().size() + added.size();
		if (total > KEYWORDS_MAX) {
			throw ValidationException.of(CsvUpload.FIELD,
					"A list holds at most " + KEYWORDS_MAX + " keywords; this import would make it " + total + ".");
		}
		lists.append(workspace, id, list.keywords().size(), added, clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), workspace, "keywords.list.import", id.value(),
				list.name() + ": " + done.summary()));
		return done;
	}

	private ImportPreview<Keyword> preview(KeywordList list, byte[] file) {
		Set<String> saved = new HashSet<>(list.keywords().stream().map(KeywordListService::key).toList());
		ImportPreview.Builder<Keyword> preview = new ImportPreview.Builder<>(saved::contains);
		for (CsvRow row : CsvUpload.read(file, Set.of(KEYWORD_COLUMN), IMPORT_ROWS_MAX)) {
			try {
				Keyword keyword = Keyword.of(Objects.requireNonNullElse(row.get(KEYWORD_COLUMN), ""));
				preview.valid(row, key(keyword.value()), keyword);
			}
			catch (ValidationException ex) {
				preview.invalid(row, String.join(" ", ex.fieldErrors().values()));
			}
		}
		return preview.build();
	}

	private KeywordList requireLocked(LocusUser user, WorkspaceId workspace, KeywordListId id) {
		if (!lists.lock(user.agencyId(), workspace, id)) {
			throw new NotFoundException("keyword list");
		}
		return lists.find(user.agencyId(), workspace, id).orElseThrow(() -> new NotFoundException("keyword list"));
	}

	private String validName(WorkspaceId workspace, String name, @Nullable KeywordListId renamed) {
		Validation validation = new Validation();
		String valid = validation.text(name, "name", "List name", NAME_MAX);
		validation.check(valid == null || !lists.nameTaken(workspace, key(valid), renamed), "name",
				"This workspace already has a list with this name.");
		validation.throwIfInvalid();
		return valid;
	}

	/**
	 * Trimmed, checked as a scan keyword, the first of each case-insensitive repeat kept.
	 */
	private static List<Keyword> validKeywords(List<String> typed) {
		Validation validation = new Validation();
		List<Keyword> keywords = new ArrayList<>();
		Set<String> seen = new HashSet<>();
		for (String text : typed) {
			if (text == null || text.isBlank()) {
				continue;
			}
			try {
				Keyword keyword = Keyword.of(text);
				if (seen.add(key(keyword.value()))) {
					keywords.add(keyword);
				}
			}
			catch (ValidationException ex) {
				validation.check(false, "keywords",
						"\"" + text.strip() + "\": " + String.join(" ", ex.fieldErrors().values()));
			}
		}
		validation.check(keywords.size() <= KEYWORDS_MAX, "keywords",
				"A list holds at most " + KEYWORDS_MAX + " keywords.");
		validation.throwIfInvalid();
		return keywords;
	}

	static String key(String keyword) {
		return keyword.toLowerCase(Locale.ROOT);
	}

}
