package app.locus.clientreports;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.NotFoundException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.clientreports.repository.ClientReportRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.Keyword;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Branded client reports of a workspace (DD146): everyone of the workspace (client
 * viewers too) reads the history and downloads its PDFs; managers and admins set the
 * template and have a report made now. Reports are made from stored data only, and every
 * change is audited.
 */
@Service
@Transactional(readOnly = true)
public class ClientReportService {

	private final WorkspaceAccess access;

	private final ClientReportRepository reports;

	private final ClientReportMaker maker;

	private final AuditLog audit;

	private final Clock clock;

	ClientReportService(WorkspaceAccess access, ClientReportRepository reports, ClientReportMaker maker, AuditLog audit,
			Clock clock) {
		this.access = access;
		this.reports = reports;
		this.maker = maker;
		this.audit = audit;
		this.clock = clock;
	}

	/** The workspace's template (the standard one until a manager saves one). */
	public ReportTemplate template(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return maker.template(user.agencyId(), workspace);
	}

	/**
	 * Checks and saves the template.
	 * @throws ValidationException naming each refused field; nothing is saved then
	 */
	@Transactional
	public ReportTemplate saveTemplate(WorkspaceId workspace, TemplateInput input) {
		LocusUser user = access.requireWrite(workspace);
		ReportTemplate template = valid(input);
		reports.saveTemplate(user.agencyId(), workspace, template, user.id(), clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), workspace, "clientreports.template.save", workspace.value(),
				template.period() + ", sections " + template.sections() + ", keywords "
						+ template.heatmapKeywords().size()));
		return template;
	}

	/** The PDFs made for the workspace, newest first. */
	public List<ClientReportEntry> history(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return reports.history(user.agencyId(), workspace);
	}

	/** One PDF of the history (without its bytes). */
	public ClientReportEntry entry(WorkspaceId workspace, ClientReportId id) {
		LocusUser user = access.requireRead(workspace);
		return reports.entry(user.agencyId(), workspace, id).orElseThrow(() -> new NotFoundException("client report"));
	}

	/** A stored PDF, exactly as it was made. */
	public ClientReportFile download(WorkspaceId workspace, ClientReportId id) {
		LocusUser user = access.requireRead(workspace);
		ClientReportEntry entry = reports.entry(user.agencyId(), workspace, id)
			.orElseThrow(() -> new NotFoundException("client report"));
		byte[] pdf = reports.pdf(user.agencyId(), workspace, id)
			.orElseThrow(() -> new NotFoundException("client report"));
		return new ClientReportFile(entry.fileName(), pdf);
	}

	/** Makes the report now from the stored data and keeps it in the history. */
	@Transactional
	public ClientReportEntry generateNow(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		ClientReportMaker.Made made = maker.make(user.agencyId(), workspace, ClientReportEntry.Origin.MANUAL,
				user.id());
		audit.record(AuditEntry.success(user.agencyId(), workspace, "clientreports.generate", made.entry().id().value(),
				made.entry().period().from() + " to " + made.entry().period().to()));
		return made.entry();
	}

	static ReportTemplate valid(TemplateInput input) {
		Validation validation = new Validation();
		validation.check(!input.sections().isEmpty(), "sections", "Choose at least one section.");
		validation.check(input.period() != null, "period", "Choose the period the report covers.");
		List<String> keywords = new ArrayList<>();
		Set<String> seen = new HashSet<>();
		for (String text : input.heatmapKeywords()) {
			if (text == null || text.isBlank()) {
				continue;
			}
			try {
				String keyword = Keyword.of(text).value();
				if (seen.add(keyword.toLowerCase(Locale.ROOT))) {
					keywords.add(keyword);
				}
			}
			catch (ValidationException ex) {
				validation.check(false, "heatmapKeywords",
						"\"" + Validation.excerpt(text.strip()) + "\": " + String.join(" ", ex.fieldErrors().values()));
			}
		}
		validation.check(keywords.size() <= ReportTemplate.KEYWORDS_MAX, "heatmapKeywords",
				"A report draws at most " + ReportTemplate.KEYWORDS_MAX + " keywords.");
		validation.throwIfInvalid();
		return new ReportTemplate(input.sections(), keywords, java.util.Objects.requireNonNull(input.period()));
	}

}
