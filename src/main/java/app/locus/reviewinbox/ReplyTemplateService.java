package app.locus.reviewinbox;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import app.locus.reviewinbox.repository.ReplyTemplateRepository;
import app.locus.reviewinbox.repository.ReplyTemplateRepository.StoredTemplate;
import app.locus.reviewinbox.repository.ReviewInboxRepository;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.gbp.GbpText;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Reply templates of the review inbox (DD219): the agency's, which every client uses, and
 * a client's own, which replace the agency's for that client. A review is offered the
 * variants for its stars in turn, the one offered longest ago first, with the reviewer's
 * first name, the business and the location filled in; the person reads and may change
 * the text before it is sent like any reply. The agency's templates are its admins' to
 * change; a client's, its account managers'. A refused template is named by its place in
 * the list, from 1: {@code text.2}, {@code stars.2}.
 */
@Service
public class ReplyTemplateService {

	/** The most templates one scope holds. */
	public static final int MAX_TEMPLATES = 30;

	/** Never offered first, then the one offered longest ago, then the first in order. */
	private static final Comparator<StoredTemplate> LONGEST_AGO = Comparator
		.comparing((StoredTemplate template) -> Objects.requireNonNullElse(template.lastOfferedAt(), Instant.MIN))
		.thenComparingInt(StoredTemplate::position);

	private final CurrentUser currentUser;

	private final WorkspaceAccess access;

	private final ReplyTemplateRepository templates;

	private final ReviewInboxRepository reviews;

	private final AuditLog audit;

	private final Clock clock;

	ReplyTemplateService(CurrentUser currentUser, WorkspaceAccess access, ReplyTemplateRepository templates,
			ReviewInboxRepository reviews, AuditLog audit, Clock clock) {
		this.currentUser = currentUser;
		this.access = access;
		this.templates = templates;
		this.reviews = reviews;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * The agency's templates.
	 * @throws ForbiddenException for a client viewer
	 */
	public ReplyTemplates agencyTemplates() {
		LocusUser user = currentUser.require();
		if (user.role() == Role.CLIENT_VIEWER) {
			throw new ForbiddenException("Reply templates are for agency admins and account managers.");
		}
		return asTemplates(templates.of(user.agencyId(), null));
	}

	/**
	 * Replaces the agency's templates with these, in this order. Agency admins only.
	 * @throws app.locus.base.ValidationException naming each template that is refused;
	 * nothing is saved then
	 */
	@Transactional
	public void saveAgencyTemplates(ReplyTemplates replacement) {
		AgencyId agency = access.requireAgencyAdminWrite();
		List<ReplyTemplate> valid = valid(replacement);
		templates.replace(agency, null, valid);
		audit.record(
				AuditEntry.success(agency, null, "reviewinbox.templates_saved", "agency", valid.size() + " templates"));
	}

	/** The client's own templates (empty when it uses the agency's). */
	public ReplyTemplates clientTemplates(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		return asTemplates(templates.of(user.agencyId(), workspace));
	}

	/**
	 * Replaces the client's own templates with these; none means the client uses the
	 * agency's again.
	 * @throws app.locus.base.ValidationException naming each template that is refused;
	 * nothing is saved then
	 */
	@Transactional
	public void saveClientTemplates(WorkspaceId workspace, ReplyTemplates replacement) {
		LocusUser user = access.requireWrite(workspace);
		List<ReplyTemplate> valid = valid(replacement);
		templates.replace(user.agencyId(), workspace, valid);
		audit.record(AuditEntry.success(user.agencyId(), workspace, "reviewinbox.templates_saved", "client",
				valid.size() + " templates"));
	}

	/**
	 * The next variant for the review's stars, filled in: the client's own templates if
	 * it has any for those stars, else the agency's; for a reviewer without a name, the
	 * variants that do not name one come first. Empty when no template answers the stars.
	 * @throws NotFoundException for a review the workspace does not have
	 */
	@Transactional
	public Optional<SuggestedReply> suggest(WorkspaceId workspace, String placeId, String reviewId) {
		LocusUser user = access.requireWrite(workspace);
		InboxReview review = reviews
			.find(user.agencyId(), workspace, placeId == null ? "" : placeId, reviewId == null ? "" : reviewId)
			.orElseThrow(() -> new NotFoundException("review"));
		Integer stars = review.stars();
		if (stars == null) {
			return Optional.empty();
		}
		List<StoredTemplate> candidates = templates.forStars(user.agencyId(), workspace, stars);
		if (candidates.isEmpty()) {
			candidates = templates.forStars(user.agencyId(), null, stars);
		}
		if (ReplyFields.firstName(review.reviewer()).isEmpty()) {
			List<StoredTemplate> nameless = candidates.stream()
				.filter(template -> !ReplyFields.namesTheReviewer(template.text()))
				.toList();
			candidates = nameless.isEmpty() ? candidates : nameless;
		}
		List<StoredTemplate> variants = candidates;
		return variants.stream().min(LONGEST_AGO).map(next -> {
			templates.offered(next.id(), clock.instant());
			return new SuggestedReply(ReplyFields.fill(next.text(), review), variants.indexOf(next) + 1,
					variants.size());
		});
	}

	private static List<ReplyTemplate> valid(@Nullable ReplyTemplates replacement) {
		Validation validation = new Validation();
		List<ReplyTemplate> given = replacement == null ? List.of() : replacement.templates();
		validation.check(given.size() <= MAX_TEMPLATES, "templates",
				"Keep at most " + MAX_TEMPLATES + " templates; remove " + (given.size() - MAX_TEMPLATES) + ".");
		List<ReplyTemplate> valid = new ArrayList<>();
		for (int i = 0; i < Math.min(given.size(), MAX_TEMPLATES); i++) {
			ReplyTemplate template = given.get(i);
			int number = i + 1;
			String name = "Template " + number;
			validation.check(
					!template.stars().isEmpty() && template.stars().stream().allMatch(ReplyTemplateService::isStars),
					"stars." + number, name + ": choose the star ratings it answers, from 1 to 5.");
			String text = validation.text(template.text(), "text." + number, name, GbpText.REVIEW_REPLY.max());
			if (text != null) {
				validation.check(ReplyFields.unknownIn(text).isEmpty(), "text." + number,
						name + " names a field in braces that Locus does not fill in: use "
								+ String.join(", ", ReplyFields.ALL) + ".");
			}
			valid.add(new ReplyTemplate(template.stars(), text));
		}
		validation.throwIfInvalid();
		return valid;
	}

	private static boolean isStars(int stars) {
		return stars >= 1 && stars <= 5;
	}

	private static ReplyTemplates asTemplates(List<StoredTemplate> stored) {
		return new ReplyTemplates(
				stored.stream().map(template -> new ReplyTemplate(template.stars(), template.text())).toList());
	}

}
