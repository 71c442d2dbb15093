package app.locus.businessprofile;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import app.locus.audit.AuditEntry.Outcome;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.Proposal.Status;
import app.locus.businessprofile.repository.ProposalRepository;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.gbp.ActionLink;
import app.locus.upstream.api.gbp.ActionType;
import app.locus.upstream.api.gbp.Attribute;
import app.locus.upstream.api.gbp.AttributeMetadata;
import app.locus.upstream.api.gbp.GbpClient;
import app.locus.upstream.api.gbp.GbpText;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.api.gbp.GoogleUpdated;
import app.locus.upstream.api.gbp.MediaItem;
import app.locus.upstream.api.gbp.MetricSeries;
import app.locus.upstream.api.gbp.NamedItem;
import app.locus.upstream.api.gbp.Post;
import app.locus.upstream.api.gbp.ProfileLocation;
import app.locus.upstream.api.gbp.Service;
import app.locus.upstream.api.gbp.Verification;
import org.jspecify.annotations.Nullable;

/**
 * The business-profile editor's boundary: every {@code /v2/gbp/} area of a workspace's
 * locations that are linked to a business profile. Everyone who may see the workspace
 * reads; managers and admins write. Writes go out once (never retried), only after the
 * phrase of a destructive write was typed, and each is audited with a snapshot of what it
 * touched before and after. Whether a write goes out at all is decided here, when it is
 * asked for: in a workspace that requires client approval, anyone but an agency admin
 * gets a proposal instead (DD104); only the client's approval sends it
 * ({@link ClientApprovalService#approve}).
 */
@org.springframework.stereotype.Service
public class BusinessProfileService {

	/** How far back performance metrics go at the platform. */
	public static final int METRIC_MONTHS = 18;

	/** Longer than any confirmation phrase, with room for stray spaces. */
	private static final int MAX_PHRASE = 100;

	/** Reviews of this many stars or fewer fall under the client's rule for replies. */
	static final int LOW_STARS = 2;

	private final WorkspaceAccess access;

	private final LocationService locations;

	private final GbpClient gbp;

	private final ProfileSnapshots snapshots;

	private final AuditLog audit;

	private final ProposalRepository proposals;

	private final ReviewRatings ratings;

	private final Clock clock;

	BusinessProfileService(WorkspaceAccess access, LocationService locations, LocalVisibilityClient client,
			AuditLog audit, ProposalRepository proposals, ReviewRatings ratings, Clock clock) {
		this.ratings = ratings;
		this.access = access;
		this.locations = locations;
		this.gbp = client.gbp();
		this.snapshots = new ProfileSnapshots(gbp);
		this.audit = audit;
		this.proposals = proposals;
		this.clock = clock;
	}

	/** The workspace's saved locations that are linked to a business profile. */
	public List<SavedLocation> linkedLocations(WorkspaceId workspace) {
		return locations.savedLocations(workspace, true);
	}

	/** The linked location itself (name, address); not found when it is not linked. */
	public SavedLocation linkedLocation(WorkspaceId workspace, String placeId) {
		access.requireRead(workspace);
		return linkedLocations(workspace).stream()
			.filter(location -> location.placeId().equals(placeId))
			.findFirst()
			.orElseThrow(() -> new NotFoundException("business profile"));
	}

	public ProfileLocation location(WorkspaceId workspace, String placeId) {
		return gbp.profile().location(workspace, Lane.INTERACTIVE, readable(workspace, placeId));
	}

	/** What the platform changed on its own, with the names of the fields that differ. */
	public GoogleUpdated googleUpdated(WorkspaceId workspace, String placeId) {
		return gbp.profile().googleUpdated(workspace, Lane.INTERACTIVE, readable(workspace, placeId));
	}

	/** Whether the merchant fully controls the profile; without it writes are refused. */
	public Verification verification(WorkspaceId workspace, String placeId) {
		return gbp.profile().verification(workspace, Lane.INTERACTIVE, readable(workspace, placeId));
	}

	public Page<Post> posts(WorkspaceId workspace, String placeId, Limit limit, @Nullable String nextToken) {
		PlaceId place = readable(workspace, placeId);
		Page.checkToken(nextToken);
		return gbp.posts().list(workspace, Lane.INTERACTIVE, place, limit, nextToken);
	}

	public Page<MediaItem> media(WorkspaceId workspace, String placeId, Limit limit, @Nullable String nextToken) {
		PlaceId place = readable(workspace, placeId);
		Page.checkToken(nextToken);
		return gbp.media().list(workspace, Lane.INTERACTIVE, place, limit, nextToken);
	}

	/** Photos customers added; they cannot be changed. */
	public Page<MediaItem> customerMedia(WorkspaceId workspace, String placeId, Limit limit,
			@Nullable String nextToken) {
		PlaceId place = readable(workspace, placeId);
		Page.checkToken(nextToken);
		return gbp.media().customerMedia(workspace, Lane.INTERACTIVE, place, limit, nextToken);
	}

	public List<Service> services(WorkspaceId workspace, String placeId) {
		return gbp.services().list(workspace, Lane.INTERACTIVE, readable(workspace, placeId));
	}

	public List<Attribute> attributes(WorkspaceId workspace, String placeId) {
		return gbp.attributes().list(workspace, Lane.INTERACTIVE, readable(workspace, placeId));
	}

	/** The attributes the location's category allows, which drive the editor. */
	public List<AttributeMetadata> attributeMetadata(WorkspaceId workspace, String placeId) {
		return gbp.attributes().metadata(workspace, Lane.INTERACTIVE, readable(workspace, placeId));
	}

	public List<ActionLink> links(WorkspaceId workspace, String placeId) {
		return gbp.links().list(workspace, Lane.INTERACTIVE, readable(workspace, placeId));
	}

	/** The link types this location may use. */
	public List<ActionType> actionTypes(WorkspaceId workspace, String placeId) {
		return gbp.links().actionTypes(workspace, Lane.INTERACTIVE, readable(workspace, placeId));
	}

	public Page<GbpReview> reviews(WorkspaceId workspace, String placeId, Limit limit, @Nullable String nextToken) {
		PlaceId place = readable(workspace, placeId);
		Page.checkToken(nextToken);
		return gbp.reviews().list(workspace, Lane.INTERACTIVE, place, limit, nextToken);
	}

	public List<NamedItem> categories(WorkspaceId workspace, String placeId, String term) {
		return gbp.reference().categories(workspace, Lane.INTERACTIVE, readable(workspace, placeId), term);
	}

	public List<NamedItem> chains(WorkspaceId workspace, String placeId, String term) {
		return gbp.reference().chains(workspace, Lane.INTERACTIVE, readable(workspace, placeId), term);
	}

	/**
	 * Daily performance metrics; the range may reach back {@value #METRIC_MONTHS} months,
	 * and the platform usually has no values yet for the last few days.
	 */
	public List<MetricSeries> metrics(WorkspaceId workspace, String placeId, List<String> metrics, LocalDate start,
			LocalDate end) {
		PlaceId place = readable(workspace, placeId);
		new app.locus.base.Validation()
			.check(start == null || end == null || !start.isBefore(end.minusMonths(METRIC_MONTHS)), "start_date",
					"Metrics reach back " + METRIC_MONTHS + " months at most.")
			.throwIfInvalid();
		return gbp.metrics().metrics(workspace, Lane.INTERACTIVE, place, metrics, DateRange.between(start, end));
	}

	/**
	 * What the change would do to the profile as it is now, named as a person sees it and
	 * field by field, in plain words (for the dialog that confirms or proposes it).
	 */
	public ChangePreview preview(WorkspaceId workspace, String placeId, ProfileChange change) {
		PlaceId place = readable(workspace, placeId);
		validate(change);
		CurrentProfile now = new LiveProfile(gbp, workspace, place);
		return new ChangePreview(change.describe(now), change.changes(now));
	}

	/**
	 * Asks for one write. Checks the role and the link, then the typed phrase (a wrong
	 * one never reaches the service), and then decides, now, whether it is sent: in a
	 * workspace that requires client approval, the change of anyone but an agency admin
	 * is stored as a proposal (audited) and nothing is sent. Otherwise it snapshots what
	 * the write touches, sends it once and audits it.
	 * @param typedPhrase what the person typed; ignored for writes that need no phrase
	 * @param note the person's note for the client (kept with a proposal), optional
	 * @throws UpstreamException.ConfirmationRequired when the phrase does not match;
	 * nothing is sent or proposed
	 * @throws ProfileWriteRefusedException when the merchant does not fully control the
	 * profile
	 */
	public WriteOutcome apply(WorkspaceId workspace, String placeId, ProfileChange change, @Nullable String typedPhrase,
			@Nullable String note) {
		LocusUser user = access.requireWrite(workspace);
		validate(change);
		if (typedPhrase != null && typedPhrase.codePointCount(0, typedPhrase.length()) > MAX_PHRASE) {
			throw ValidationException.of("phrase",
					"The confirmation phrase must be at most " + MAX_PHRASE + " characters.");
		}
		PlaceId place = linked(workspace, placeId);
		String text = Notes.optional(note, "note", "Note");
		Confirmation confirmation = confirmation(user, workspace, place, change, typedPhrase);
		boolean approvalOn = approvalOn(user, workspace, place, change);
		if (approvalOn && !adminInPerson(user)) {
			return new WriteOutcome.Proposed(propose(user, workspace, place, change, text));
		}
		String direct = approvalOn ? "sent directly by an agency admin although client approval is on; " : "";
		String noted = text == null ? "" : "note: " + text + "; ";
		return new WriteOutcome.Sent(write(user, workspace, place, change, confirmation, direct + noted));
	}

	/**
	 * Whether the change would wait for the client's approval rather than be sent: the
	 * workspace requires approval (or the reply falls under its low-star rule), and the
	 * writer is not an agency admin in person.
	 */
	public boolean awaitsApproval(WorkspaceId workspace, String placeId, ProfileChange change) {
		LocusUser user = access.requireWrite(workspace);
		PlaceId place = linked(workspace, placeId);
		return approvalOn(user, workspace, place, change) && !adminInPerson(user);
	}

	/** The workspace requires approval, or the reply falls under its low-star rule. */
	private boolean approvalOn(LocusUser user, WorkspaceId workspace, PlaceId place, ProfileChange change) {
		return proposals.requiresApproval(user.agencyId(), workspace)
				|| isLowStarReplyUnderTheRule(user, workspace, place, change);
	}

	/**
	 * An agency admin may send past the client's approval, as a choice made in person; a
	 * tool or an assistant acting with the admin's token proposes instead (DD223).
	 */
	private boolean adminInPerson(LocusUser user) {
		return user.role() == Role.AGENCY_ADMIN && access.inPerson();
	}

	/**
	 * A reply to a review of one or two stars in a workspace whose client wants to
	 * approve those first; a review Locus has not stored yet counts as one, so the rule
	 * never lets a reply through by not knowing.
	 */
	private boolean isLowStarReplyUnderTheRule(LocusUser user, WorkspaceId workspace, PlaceId place,
			ProfileChange change) {
		if (!(change instanceof ProfileChange.ReplyReview reply)
				|| !proposals.lowStarRepliesNeedApproval(user.agencyId(), workspace)) {
			return false;
		}
		return ratings.stars(user.agencyId(), workspace, place.value(), reply.itemId())
			.map(stars -> stars <= LOW_STARS)
			.orElse(true);
	}

	/**
	 * The approval path, and the only way a proposal reaches the service: sends the
	 * change of a proposal that {@link ClientApprovalService#approve} has claimed, with
	 * the phrase the approver typed.
	 */
	@Nullable
	String sendApproved(LocusUser approver, WorkspaceId workspace, Proposal claimed, @Nullable String typedPhrase) {
		if (claimed.status() != Status.SENDING) {
			throw new IllegalStateException("Only a claimed proposal is sent");
		}
		validate(claimed.change());
		PlaceId place = PlaceId.of(claimed.placeId());
		Confirmation confirmation = confirmation(approver, workspace, place, claimed.change(), typedPhrase);
		return write(approver, workspace, place, claimed.change(), confirmation,
				"approved proposal " + claimed.id() + " by " + claimed.authorEmail() + "; ");
	}

	/**
	 * What the write touches now, as text; a proposal keeps it to notice later changes.
	 */
	String snapshot(WorkspaceId workspace, PlaceId place, ProfileChange change) {
		return snapshots.of(workspace, place, change.area(), change.itemId());
	}

	/** What a stored change would do to the profile as it is now. */
	List<FieldChange> changes(WorkspaceId workspace, PlaceId place, ProfileChange change) {
		return change.changes(new LiveProfile(gbp, workspace, place));
	}

	private Proposal propose(LocusUser user, WorkspaceId workspace, PlaceId place, ProfileChange change,
			@Nullable String note) {
		Instant now = clock.instant();
		Proposal proposal = new Proposal(OpaqueId.next(), place.value(), change.area(), change.operation(), change,
				change.describe(new LiveProfile(gbp, workspace, place)), snapshot(workspace, place, change),
				user.id().value(), user.email(), note, now, now.plus(Proposal.EXPIRES_AFTER), Status.PENDING, null,
				null, null);
		proposals.insert(user.agencyId(), workspace, proposal);
		audit.record(new AuditEntry(user.agencyId(), workspace, "gbp.proposal.created",
				proposal.id() + " " + proposal.operation(), Outcome.SUCCESS,
				proposal.preview() + (note == null ? "" : "; note: " + note)));
		return proposal;
	}

	private @Nullable String write(LocusUser user, WorkspaceId workspace, PlaceId place, ProfileChange change,
			@Nullable Confirmation confirmation, String context) {
		String before = snapshot(workspace, place, change);
		@Nullable
		String created;
		try {
			created = change.send(gbp, workspace, place, confirmation);
		}
		catch (UpstreamException ex) {
			record(user, workspace, place, change, Outcome.FAILURE,
					context + "refused: " + ex.getMessage() + "; before: " + before);
			if (ex instanceof UpstreamException.BadRequest bad
					&& ProfileWriteRefusedException.CODE.equals(bad.codeDesc())) {
				throw new ProfileWriteRefusedException(ex.getMessage(), ex);
			}
			throw ex;
		}
		String afterId = created != null ? created : change.itemId();
		String after = afterSnapshot(workspace, place, change, afterId);
		record(user, workspace, place, change, Outcome.SUCCESS,
				context + change.describe() + "; before: " + before + "; after: " + after);
		return created;
	}

	/**
	 * Refuses a change whose texts break their limits (DD125) before anything is read,
	 * proposed or sent.
	 */
	private static void validate(ProfileChange change) {
		if (change == null) {
			throw ValidationException.of("change", "Choose what to change.");
		}
		if (change.itemId() != null) {
			GbpText.itemId(change.itemId());
		}
		change.validate();
	}

	PlaceId linked(WorkspaceId workspace, String placeId) {
		return PlaceId.of(linkedLocation(workspace, placeId).placeId());
	}

	private PlaceId readable(WorkspaceId workspace, String placeId) {
		return linked(workspace, placeId);
	}

	private @Nullable Confirmation confirmation(LocusUser user, WorkspaceId workspace, PlaceId place,
			ProfileChange change, @Nullable String typed) {
		ConfirmationPhrase phrase = change.phrase();
		if (phrase == null) {
			return null;
		}
		if (!phrase.matches(typed)) {
			record(user, workspace, place, change, Outcome.DENIED, "confirmation phrase missing or wrong");
			throw new UpstreamException.ConfirmationRequired(
					"Type " + phrase.phrase() + " to confirm; nothing was changed.");
		}
		return phrase.typed(typed);
	}

	private String afterSnapshot(WorkspaceId workspace, PlaceId place, ProfileChange change, @Nullable String itemId) {
		try {
			return snapshots.of(workspace, place, change.area(), itemId);
		}
		catch (UpstreamException ex) {
			return "(could not be read: " + ex.getMessage() + ")";
		}
	}

	private void record(LocusUser user, WorkspaceId workspace, PlaceId place, ProfileChange change, Outcome outcome,
			String details) {
		String target = place.value() + (change.itemId() == null ? "" : "/" + change.itemId());
		audit.record(new AuditEntry(user.agencyId(), workspace, "gbp." + change.operation(), target, outcome, details));
	}

}
