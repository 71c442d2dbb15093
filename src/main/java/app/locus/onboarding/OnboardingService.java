package app.locus.onboarding;

import java.time.Clock;
import java.util.List;
import java.util.Optional;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.locations.LocationCandidate;
import app.locus.locations.LocationService;
import app.locus.locations.NewLocationInput;
import app.locus.locations.SavedLocation;
import app.locus.onboarding.repository.FirstRunRepository;
import app.locus.scans.ScanInput;
import app.locus.scans.ScanQuote;
import app.locus.scans.ScanService;
import app.locus.scans.Submission;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.WorkspaceService;
import app.locus.upstream.api.Platform;
import app.locus.upstream.credentials.ApiKeySummary;
import app.locus.upstream.credentials.ApiKeyService;

import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * The first-run path of a new agency (DD140): name and branding, a first client
 * workspace, its API key, its first location and a first scan. Each step is done through
 * the feature that owns it (its own checks, validation and audit), and then recorded as
 * done here; a step can be skipped and resumed later. Agency admins only, in their own
 * agency; every change of the progress is audited.
 */
@Service
public class OnboardingService {

	private static final String ACTION_DONE = "first-run.step-done";

	private final WorkspaceAccess access;

	private final CurrentUser currentUser;

	private final FirstRunRepository progress;

	private final BrandingService branding;

	private final WorkspaceService workspaces;

	private final ApiKeyService keys;

	private final LocationService locations;

	private final ScanService scans;

	private final AuditLog audit;

	private final Clock clock;

	OnboardingService(WorkspaceAccess access, CurrentUser currentUser, FirstRunRepository progress,
			BrandingService branding, WorkspaceService workspaces, ApiKeyService keys, LocationService locations,
			ScanService scans, AuditLog audit, Clock clock) {
		this.access = access;
		this.currentUser = currentUser;
		this.progress = progress;
		this.branding = branding;
		this.workspaces = workspaces;
		this.keys = keys;
		this.locations = locations;
		this.scans = scans;
		this.audit = audit;
		this.clock = clock;
	}

	/** The admin's agency's progress. */
	public FirstRunProgress progress() {
		return progress.progress(access.requireAgencyAdmin());
	}

	/**
	 * What the agency overview shows: the progress for an agency admin while steps are
	 * left and the checklist was not hidden; empty for everyone else.
	 */
	public Optional<FirstRunProgress> checklist() {
		LocusUser user = currentUser.require();
		if (user.role() != Role.AGENCY_ADMIN) {
			return Optional.empty();
		}
		return Optional.of(progress.progress(user.agencyId())).filter(FirstRunProgress::checklistShown);
	}

	/**
	 * Whether a signed-in admin's agency has no workspace yet (they start on the path).
	 */
	public boolean startsHere() {
		LocusUser user = currentUser.require();
		return user.role() == Role.AGENCY_ADMIN && workspaces.visibleWorkspaces().isEmpty();
	}

	/** Sets the agency's display name and colour ({@link BrandingService#update}). */
	public void saveBranding(String displayName, String primaryColour) {
		branding.update(displayName, primaryColour);
		done(FirstRunStep.BRANDING, null, displayName);
	}

	/** Creates the first client workspace and makes it the path's workspace. */
	public WorkspaceId createWorkspace(String name) {
		WorkspaceId workspace = workspaces.create(name);
		useWorkspace(workspace);
		return workspace;
	}

	/** Makes a workspace the admin already has the path's workspace. */
	public void useWorkspace(WorkspaceId workspace) {
		LocusUser admin = access.requireAdmin(workspace);
		progress.setWorkspace(admin.agencyId(), workspace);
		done(FirstRunStep.WORKSPACE, workspace, workspace.value());
	}

	/**
	 * Adds the workspace's API key, checked with the service before it is saved
	 * ({@link ApiKeyService#add}, DD117). Not transactional: run it off the UI thread.
	 */
	public ApiKeySummary addKey(WorkspaceId workspace, String label, String secret) {
		access.requireAdmin(workspace);
		ApiKeySummary key = keys.add(workspace, label, secret, "");
		done(FirstRunStep.API_KEY, workspace, key.id().value());
		return key;
	}

	/** Businesses on google matching the term ({@link LocationService#search}). */
	public List<LocationCandidate> searchLocations(WorkspaceId workspace, String term, String proximity) {
		access.requireAdmin(workspace);
		return locations.search(workspace, term, Platform.GOOGLE, proximity);
	}

	/** Saves a found google place to the workspace ({@link LocationService#add}). */
	public SavedLocation saveLocation(WorkspaceId workspace, String placeId) {
		access.requireAdmin(workspace);
		SavedLocation saved = locations.add(workspace, NewLocationInput.google(placeId));
		done(FirstRunStep.LOCATION, workspace, saved.placeId());
		return saved;
	}

	/** What the first scan would cost; spends nothing ({@link ScanService#quote}). */
	public ScanQuote quoteScan(WorkspaceId workspace, ScanInput input) {
		access.requireAdmin(workspace);
		return scans.quote(workspace, input);
	}

	/**
	 * Runs the first scan once through the scan ledger, only when the admin confirmed the
	 * cost the quote showed: a scan whose cost is not the confirmed one is refused before
	 * anything is spent. A duplicate or a scan past the budget is refused as the scan
	 * form refuses it, to be confirmed there.
	 * @throws ValidationException (field {@code confirmedCredits}) when the cost is not
	 * the confirmed one
	 */
	public Submission runScan(WorkspaceId workspace, ScanInput input, int confirmedCredits) {
		access.requireAdmin(workspace);
		int cost = scans.quote(workspace, input).cost();
		if (cost != confirmedCredits) {
			throw ValidationException.of("confirmedCredits", "This scan costs " + cost + " credits, not the "
					+ confirmedCredits + " you confirmed. Check the cost again.");
		}
		Submission submission = scans.submit(workspace, input, false);
		done(FirstRunStep.FIRST_SCAN, workspace, submission.id().value());
		return submission;
	}

	/** Leaves a step for later; it stays on the checklist. A done step stays done. */
	public void skip(FirstRunStep step) {
		AgencyId agency = access.requireAgencyAdminWrite();
		progress.decide(agency, step, StepState.SKIPPED, clock.instant());
		audit.record(AuditEntry.success(agency, null, "first-run.step-skipped", step.name(), null));
	}

	/** Hides the overview's checklist; the path stays open from the navigation. */
	public void dismiss() {
		AgencyId agency = access.requireAgencyAdminWrite();
		progress.dismiss(agency, clock.instant());
		audit.record(AuditEntry.success(agency, null, "first-run.dismissed", null, null));
	}

	private void done(FirstRunStep step, @Nullable WorkspaceId workspace, String target) {
		AgencyId agency = access.requireAgencyAdminWrite();
		progress.decide(agency, step, StepState.DONE, clock.instant());
		audit.record(AuditEntry.success(agency, workspace, ACTION_DONE, step.name(), target));
	}

}
