package app.locus.reviewinbox;

import java.time.Clock;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.WriteOutcome;
import app.locus.reviewinbox.repository.ReviewInboxRepository;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import app.locus.upstream.api.gbp.GbpText;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * The review inbox (DD210): the customer reviews of every client workspace the person may
 * see, from the stored copy the workspace sync keeps, unanswered first and newest first,
 * filtered; and a reply to one of them. A reply is a business-profile write like any
 * other: {@link BusinessProfileService#apply} checks the write right again, sends it once
 * (never retried) and audits it, or keeps it as a proposal when the workspace requires
 * the client's approval. For agency admins and account managers; client viewers keep
 * their portal.
 */
@Service
public class ReviewInboxService {

	/** The most reviews one page holds. */
	public static final int MAX_PAGE = 100;

	private final CurrentUser currentUser;

	private final WorkspaceService workspaces;

	private final WorkspaceAccess access;

	private final ReviewInboxRepository repository;

	private final BusinessProfileService profiles;

	private final Clock clock;

	ReviewInboxService(CurrentUser currentUser, WorkspaceService workspaces, WorkspaceAccess access,
			ReviewInboxRepository repository, BusinessProfileService profiles, Clock clock) {
		this.currentUser = currentUser;
		this.workspaces = workspaces;
		this.access = access;
		this.repository = repository;
		this.profiles = profiles;
		this.clock = clock;
	}

	/**
	 * One page of the reviews that pass the filter, unanswered first, then newest first.
	 * A client the person may not see filters to nothing, as one without reviews would.
	 * @throws ForbiddenException for a client viewer
	 */
	public List<InboxReview> reviews(InboxFilter filter, int offset, int limit) {
		LocusUser user = agencyPerson();
		if (filter == null) {
			throw ValidationException.of("filter", "Choose which reviews to show.");
		}
		filter.validate();
		new Validation().check(offset >= 0, "offset", "The first row is row 0 or later.")
			.check(limit >= 1 && limit <= MAX_PAGE, "limit", "A page holds 1 to " + MAX_PAGE + " reviews.")
			.throwIfInvalid();
		List<WorkspaceId> scope = scope(filter.client());
		if (scope.isEmpty()) {
			return List.of();
		}
		return repository.page(user.agencyId(), scope, filter, filter.age().since(clock.instant()), offset, limit);
	}

	/** The clients and the locations the filters offer. */
	public InboxChoices choices() {
		LocusUser user = agencyPerson();
		List<WorkspaceSummary> clients = workspaces.visibleWorkspaces();
		List<WorkspaceId> scope = clients.stream().map(WorkspaceSummary::id).toList();
		return new InboxChoices(clients, scope.isEmpty() ? List.of() : repository.locations(user.agencyId(), scope));
	}

	/**
	 * Replies to a stored review of the workspace (or changes the reply): published now,
	 * or proposed to the client when the workspace requires approval. The text is checked
	 * before anything is looked up or sent.
	 * @throws NotFoundException for a review the workspace does not have
	 */
	public ReplyOutcome reply(WorkspaceId workspace, String placeId, String reviewId, String text) {
		LocusUser user = access.requireWrite(workspace);
		String reply = GbpText.REVIEW_REPLY.require(text);
		InboxReview review = repository
			.find(user.agencyId(), workspace, placeId == null ? "" : placeId, reviewId == null ? "" : reviewId)
			.orElseThrow(() -> new NotFoundException("review"));
		WriteOutcome outcome = profiles.apply(workspace, review.placeId(),
				new ProfileChange.ReplyReview(review.reviewId(), reply), null, null);
		if (outcome instanceof WriteOutcome.Proposed proposed) {
			repository.markProposed(user.agencyId(), workspace, review.placeId(), review.reviewId(),
					proposed.proposal().id());
			return ReplyOutcome.PROPOSED;
		}
		repository.markReplied(user.agencyId(), workspace, review.placeId(), review.reviewId(), reply, clock.instant());
		return ReplyOutcome.SENT;
	}

	private LocusUser agencyPerson() {
		LocusUser user = currentUser.require();
		if (user.role() == Role.CLIENT_VIEWER) {
			throw new ForbiddenException("The review inbox is for agency admins and account managers.");
		}
		return user;
	}

	/** The workspaces the person may see, or the one chosen if they see it. */
	private List<WorkspaceId> scope(@Nullable WorkspaceId client) {
		List<WorkspaceId> visible = workspaces.visibleWorkspaces().stream().map(WorkspaceSummary::id).toList();
		if (client == null) {
			return visible;
		}
		return visible.contains(client) ? List.of(client) : List.of();
	}

}
