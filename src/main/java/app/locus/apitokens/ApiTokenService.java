package app.locus.apitokens;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.apitokens.repository.ApiTokenRepository;
import app.locus.apitokens.repository.ApiTokenRepository.StoredToken;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.OneTimeToken;
import app.locus.base.OpaqueId;
import app.locus.base.RandomToken;
import app.locus.base.Role;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.security.TokenAuthentication;
import app.locus.security.TokenGrant;
import app.locus.security.repository.AccountRepository;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The agency's API tokens (DD220): made by an admin for a tool or an assistant, shown
 * once, kept only as a SHA-256, revocable. A request with a token acts as the admin who
 * made it, narrowed to reading unless the token may write, and to its workspaces when it
 * names some; it stops working when the admin is disabled or no longer an admin.
 */
@Service
public class ApiTokenService {

	/** What every secret starts with, so that secret scanners and people recognise it. */
	public static final String SECRET_PREFIX = "locus_";

	public static final int MAX_NAME_LENGTH = 80;

	/** The longest a token may live: a year and a day, so that "one year" fits. */
	public static final int MAX_DAYS = 366;

	private static final int SHOWN_CHARACTERS = SECRET_PREFIX.length() + 6;

	/** A busy token records its last use once a minute, not once a request. */
	private static final Duration LAST_USE_PRECISION = Duration.ofMinutes(1);

	private final WorkspaceAccess access;

	private final CurrentUser currentUser;

	private final WorkspaceService workspaces;

	private final ApiTokenRepository tokens;

	private final AccountRepository accounts;

	private final AuditLog audit;

	private final Clock clock;

	ApiTokenService(WorkspaceAccess access, CurrentUser currentUser, WorkspaceService workspaces,
			ApiTokenRepository tokens, AccountRepository accounts, AuditLog audit, Clock clock) {
		this.access = access;
		this.currentUser = currentUser;
		this.workspaces = workspaces;
		this.tokens = tokens;
		this.accounts = accounts;
		this.audit = audit;
		this.clock = clock;
	}

	/** The agency's tokens, newest first. Agency admins only. */
	public List<ApiToken> tokens() {
		return tokens.of(access.requireAgencyAdmin());
	}

	/**
	 * Makes a token acting as the current admin. Agency admins only.
	 * @return the token and its secret, which is never shown again
	 * @throws app.locus.base.ValidationException naming the refused fields ({@code name},
	 * {@code workspaces}, {@code expiresOn})
	 */
	@Transactional
	public IssuedToken issue(TokenRequest request) {
		AgencyId agency = requirePersonAdmin();
		Validation validation = new Validation();
		String name = validation.text(request.name(), "name", "Name", MAX_NAME_LENGTH);
		Set<WorkspaceId> chosen = Objects.requireNonNullElse(request.workspaces(), Set.of());
		Set<WorkspaceId> visible = workspaces.visibleWorkspaces()
			.stream()
			.map(WorkspaceSummary::id)
			.collect(Collectors.toSet());
		if (!visible.containsAll(chosen)) {
			// another agency's workspace reads like one that does not exist
			throw new NotFoundException("workspace");
		}
		LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
		LocalDate expiresOn = request.expiresOn();
		validation.check(expiresOn == null || expiresOn.isAfter(today), "expiresOn",
				"The last day must be after today.");
		validation.check(expiresOn == null || !expiresOn.isAfter(today.plusDays(MAX_DAYS)), "expiresOn",
				"A token lives at most a year; choose an earlier last day.");
		validation.throwIfInvalid();
		LocusUser admin = currentUser.require();
		String secret = SECRET_PREFIX + RandomToken.generate();
		Instant now = clock.instant();
		ApiToken token = new ApiToken(OpaqueId.next(), Objects.requireNonNull(name, "checked above"),
				request.canWrite(), chosen, secret.substring(0, SHOWN_CHARACTERS), admin.email(), now,
				expiresOn == null ? null : expiresOn.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant(), null, null);
		tokens.insert(agency, admin.id(), token, OneTimeToken.hash(secret));
		audit.record(new AuditEntry(agency, null, "api-token.issue", token.name(), AuditEntry.Outcome.SUCCESS,
				(token.canWrite() ? "read and write" : "read only") + ", "
						+ (chosen.isEmpty() ? "every workspace" : chosen.size() + " workspaces")
						+ (expiresOn == null ? ", no expiry" : ", until " + expiresOn)));
		return new IssuedToken(token, secret);
	}

	/**
	 * Revokes one of the agency's tokens at once. Agency admins only.
	 * @throws NotFoundException for a token of another agency, one already revoked, or
	 * one that does not exist
	 */
	@Transactional
	public void revoke(String tokenId) {
		AgencyId agency = requirePersonAdmin();
		ApiToken token = tokens.of(agency)
			.stream()
			.filter(candidate -> candidate.id().equals(tokenId) && candidate.revokedAt() == null)
			.findFirst()
			.orElseThrow(() -> new NotFoundException("API token"));
		tokens.revoke(agency, token.id(), clock.instant());
		audit.record(new AuditEntry(agency, null, "api-token.revoke", token.name(), AuditEntry.Outcome.SUCCESS, ""));
	}

	/**
	 * The sign-in a request's bearer secret stands for: empty for a token that does not
	 * exist, was revoked, has expired, or whose admin may no longer act. Called by the
	 * API's filter before anyone is signed in.
	 * @throws ValidationException for text that cannot be a token at all
	 */
	@Transactional
	public Optional<TokenAuthentication> authenticate(@Nullable String secret) {
		if (secret == null || !secret.startsWith(SECRET_PREFIX)
				|| !OneTimeToken.isWellFormed(secret.substring(SECRET_PREFIX.length()))) {
			throw ValidationException.of("secret", "An API token is " + SECRET_PREFIX + " and 43 more characters.");
		}
		Instant now = clock.instant();
		Optional<StoredToken> found = tokens.byHash(OneTimeToken.hash(secret))
			.filter(stored -> stored.token().usableAt(now));
		Optional<LocusUser> admin = found.flatMap(stored -> accounts.findById(stored.agency(), stored.user()))
			.filter(user -> user.enabled() && user.role() == Role.AGENCY_ADMIN);
		if (found.isEmpty() || admin.isEmpty()) {
			return Optional.empty();
		}
		ApiToken token = found.get().token();
		tokens.used(token.id(), now, LAST_USE_PRECISION);
		return Optional.of(new TokenAuthentication(admin.get(),
				new TokenGrant(token.id(), token.name(), token.canWrite(), token.workspaces())));
	}

	/** Tokens are made and revoked by a person in the portal, never by another token. */
	private AgencyId requirePersonAdmin() {
		AgencyId agency = access.requireAgencyAdmin();
		if (currentUser.grant().isPresent()) {
			throw new ForbiddenException("API tokens are managed in the portal, not with a token.");
		}
		return agency;
	}

}
