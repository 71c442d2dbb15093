package app.locus.sharing;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import app.locus.base.DisplayDates;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.OneTimeToken;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.MessageBundles;
import app.locus.clientreports.ClientReportEntry;
import app.locus.clientreports.ClientReportFiles;
import app.locus.clientreports.ClientReportId;
import app.locus.clientreports.ClientReportService;
import app.locus.clientreports.ReportWording;
import app.locus.reports.ReportDetail;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.security.LocusUser;
import app.locus.security.PublicAddresses;
import app.locus.security.Site;
import app.locus.security.SiteResolver;
import app.locus.sharing.repository.ShareLinkRepository;
import app.locus.sharing.repository.ShareLinkRepository.Found;
import app.locus.sharing.repository.ShareLinkRepository.NewShareLink;
import app.locus.tenancy.Branding;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.LanguageService;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.repository.WorkspaceVisibilityRepository;
import app.locus.upstream.api.ReportKey;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Share links (DD145): an account manager or admin shares one stored report of a
 * workspace by a link that opens without sign-in and shows a snapshot made at that
 * moment, in the agency's branding, at the agency's host. A link can expire and be
 * revoked; both, like an unknown token or another agency's host, answer "not found"
 * alike. The token (256 random bits) is shown once to its creator; only its SHA-256 is
 * stored, and neither reaches a log or the audit trail.
 */
@Service
@Transactional(readOnly = true)
public class ShareService {

	/**
	 * What a link to a generated client-report PDF records as its report type (DD158).
	 */
	static final String CLIENT_PDF = "CLIENT_PDF";

	/** The page a link opens: {@code <host>/share/<token>}. */
	public static final String PATH = "share";

	private static final int LISTED = 500;

	private static final ObjectMapper JSON = new ObjectMapper();

	private final WorkspaceAccess access;

	private final ReportService reports;

	private final ClientReportService clientReports;

	private final ClientReportFiles clientReportFiles;

	private final ShareLinkRepository links;

	private final WorkspaceVisibilityRepository workspaces;

	private final BrandingService branding;

	private final SiteResolver sites;

	private final PublicAddresses addresses;

	private final AuditLog audit;

	private final Clock clock;

	private final LanguageService languages;

	private final MessageBundles bundles;

	ShareService(WorkspaceAccess access, ReportService reports, ClientReportService clientReports,
			ClientReportFiles clientReportFiles, ShareLinkRepository links, WorkspaceVisibilityRepository workspaces,
			BrandingService branding, SiteResolver sites, PublicAddresses addresses, AuditLog audit, Clock clock,
			LanguageService languages, MessageBundles bundles) {
		this.access = access;
		this.reports = reports;
		this.clientReports = clientReports;
		this.clientReportFiles = clientReportFiles;
		this.links = links;
		this.workspaces = workspaces;
		this.branding = branding;
		this.sites = sites;
		this.addresses = addresses;
		this.audit = audit;
		this.clock = clock;
		this.languages = languages;
		this.bundles = bundles;
	}

	/** Whether the current person may share this workspace's reports (not a client). */
	public boolean canShare(WorkspaceId workspace) {
		return access.requireRead(workspace).role().canWrite();
	}

	/**
	 * Shares a stored report of the workspace: copies what its page shows now and makes
	 * the link. Account managers and admins only. The link starts with the agency's host
	 * (the one in use, if verified) or the platform's address (DD114). Its words are in
	 * the language of the workspace's client, who is the one the link is for.
	 * @throws NotFoundException when the workspace has no such stored report
	 * @throws app.locus.base.ValidationException ({@code expiry}) when no expiry is
	 * chosen
	 */
	@Transactional
	public CreatedShare create(WorkspaceId workspace, ReportType type, ReportKey report, @Nullable ShareExpiry expiry) {
		LocusUser user = access.requireWrite(workspace);
		ShareExpiry chosen = requireChosen(expiry);
		ReportDetail detail = reports.detail(workspace, type, report);
		ReportWording words = ReportWording.of(languages.forClientsOf(user.agencyId(), workspace), bundles);
		ReportSnapshot snapshot = new SnapshotMaker(words.texts(), words.formats()).of(detail);
		return issue(user, workspace, new Source(type.name(), report.value(), null, snapshot.title(), write(snapshot)),
				chosen, type.name().toLowerCase(Locale.ROOT) + " report " + report.value());
	}

	/**
	 * Shares one generated client-report PDF of the workspace (DD158): the link answers
	 * that PDF as it was made. Account managers and admins only. While the link works,
	 * retention keeps the PDF.
	 * @throws NotFoundException when the workspace's history has no such PDF
	 * @throws app.locus.base.ValidationException ({@code expiry}) when no expiry is
	 * chosen
	 */
	@Transactional
	public CreatedShare shareClientReport(WorkspaceId workspace, ClientReportId report, @Nullable ShareExpiry expiry) {
		LocusUser user = access.requireWrite(workspace);
		ShareExpiry chosen = requireChosen(expiry);
		ClientReportEntry entry = clientReports.entry(workspace, report);
		ReportWording words = ReportWording.of(languages.forClientsOf(user.agencyId(), workspace), bundles);
		String title = words.text("sharing.snapshot.client-pdf",
				words.formats().day(entry.createdAt().atZone(ZoneOffset.UTC).toLocalDate()));
		return issue(user, workspace, new Source(CLIENT_PDF, null, report.value(), title, null), chosen,
				"client report " + report.value());
	}

	private static ShareExpiry requireChosen(@Nullable ShareExpiry expiry) {
		if (expiry == null) {
			throw ValidationException.of("expiry", "Choose how long the link works.");
		}
		return expiry;
	}

	/** What a link shows: a stored report's snapshot or a generated PDF. */
	private record Source(String type, @Nullable String reportKey, @Nullable String clientReportId, String title,
			@Nullable String snapshot) {
	}

	private CreatedShare issue(LocusUser user, WorkspaceId workspace, Source source, ShareExpiry expiry,
			String auditTarget) {
		Instant now = clock.instant();
		Instant expiresAt = expiry.expiresAt(now).orElse(null);
		String token = OneTimeToken.generate();
		String link = addresses.agency(user.agencyId()).resolve("/" + PATH + "/" + token).toString();
		ShareLinkId id = ShareLinkId.random();
		links.insert(new NewShareLink(id.value(), user.agencyId(), workspace, OneTimeToken.hash(token), source.type(),
				source.reportKey(), source.clientReportId(), source.title(), source.snapshot(),
				URI.create(link).getHost(), user.id(), now, expiresAt));
		audit.record(AuditEntry.success(user.agencyId(), workspace, "share.created", auditTarget,
				"link " + id + "; expires " + (expiresAt == null ? "never" : DisplayDates.instant(expiresAt))));
		return new CreatedShare(id, link, expiresAt);
	}

	/**
	 * The workspace's share links, newest first. Account managers and admins only: the
	 * list is for managing links, which clients do not.
	 */
	public List<ShareSummary> shares(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		Instant now = clock.instant();
		return links.list(user.agencyId(), workspace, LISTED)
			.stream()
			.map(row -> new ShareSummary(new ShareLinkId(row.id()), row.title(), row.sharedBy(), row.createdAt(),
					row.expiresAt(), ShareStatus.of(row.revokedAt(), row.expiresAt(), now), row.openedCount()))
			.toList();
	}

	/**
	 * Revokes a link of the workspace: from now on it answers "not found". Revoking a
	 * revoked link changes nothing. Account managers and admins only.
	 * @throws NotFoundException for a link of another workspace
	 */
	@Transactional
	public void revoke(WorkspaceId workspace, ShareLinkId share) {
		LocusUser user = access.requireWrite(workspace);
		String title = links.title(user.agencyId(), workspace, share.value())
			.orElseThrow(() -> new NotFoundException("share link"));
		if (links.revoke(user.agencyId(), workspace, share.value(), user.id(), clock.instant())) {
			audit.record(AuditEntry.success(user.agencyId(), workspace, "share.revoked", title, "link " + share));
		}
	}

	/**
	 * What a link opens, for anyone holding it, at the host of the current request: a
	 * report's snapshot page or a client-report PDF. Empty alike for a token that is
	 * unknown, expired or revoked, for a workspace no longer active and at a host that is
	 * not the link's agency's.
	 * @throws ValidationException ({@code token}) for text that cannot be a link's token
	 */
	@Transactional
	public Optional<Shared> open(String token) {
		if (!OneTimeToken.isWellFormed(token)) {
			throw ValidationException.of("token", "This link is not available.");
		}
		Instant now = clock.instant();
		Found found = links.byTokenHash(OneTimeToken.hash(token)).orElse(null);
		if (found == null || ShareStatus.of(found.revokedAt(), found.expiresAt(), now) != ShareStatus.ACTIVE
				|| !admits(sites.current(), found)
				|| workspaces.activeInAgency(found.agency(), found.workspace()).isEmpty()) {
			return Optional.empty();
		}
		String snapshot = found.snapshot();
		Optional<Shared> shared = snapshot != null ? Optional.of(report(found, snapshot)) : pdf(found);
		shared.ifPresent(any -> links.countOpened(found.id(), now));
		return shared;
	}

	/**
	 * The PDF a link points at; none once retention deleted it (only after the link
	 * ended).
	 */
	private Optional<Shared> pdf(Found found) {
		String clientReport = found.clientReportId();
		if (clientReport == null) {
			return Optional.empty();
		}
		return clientReportFiles.sharedFile(found.agency(), found.workspace(), new ClientReportId(clientReport))
			.map(file -> new SharedPdf(file.name(), file.pdf()));
	}

	private SharedReport report(Found found, String snapshot) {
		Branding brand = branding.forAgency(found.agency());
		return new SharedReport(read(snapshot), found.createdAt(), brand.displayName(), brand.colour(),
				brand.hasLogo() ? branding.logo(found.agency()) : Optional.empty(),
				languages.forClientsOf(found.agency(), found.workspace()));
	}

	/**
	 * At a host of the link's agency; at the platform's own hosts only when the link was
	 * issued at one (the agency had no verified host then).
	 */
	private boolean admits(Site site, Found link) {
		Optional<AgencyId> agency = site.agency();
		if (agency.isPresent()) {
			return agency.get().equals(link.agency());
		}
		return site.platformHost() && sites.resolve(link.host()).agency().isEmpty();
	}

	private static String write(ReportSnapshot snapshot) {
		try {
			return JSON.writeValueAsString(snapshot);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("A report snapshot could not be written as JSON", ex);
		}
	}

	private static ReportSnapshot read(String json) {
		try {
			return JSON.readValue(json, ReportSnapshot.class);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("A stored report snapshot is not readable", ex);
		}
	}

}
