package app.locus.tenancy;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.Language;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.repository.LanguageRepository;

import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Who reads Locus in which language (DD195): a person's own choice from the user menu,
 * and per client workspace the language of its client portal, client reports, mails and
 * shared pages. A client viewer who made no choice of their own reads their workspace's;
 * anybody else without one reads the browser's. Every change is audited.
 */
@Service
@Transactional(readOnly = true)
public class LanguageService {

	private static final String CHOICES = Arrays.stream(Language.values())
		.map(Language::ownName)
		.collect(Collectors.joining(", "));

	private final CurrentUser currentUser;

	private final WorkspaceAccess access;

	private final LanguageRepository languages;

	private final AuditLog audit;

	LanguageService(CurrentUser currentUser, WorkspaceAccess access, LanguageRepository languages, AuditLog audit) {
		this.currentUser = currentUser;
		this.access = access;
		this.languages = languages;
		this.audit = audit;
	}

	/** The signed-in person's own choice, if they made one. */
	public Optional<Language> ownChoice() {
		LocusUser me = currentUser.require();
		return languages.chosenBy(me.agencyId(), me.id()).flatMap(Language::ofCode);
	}

	/**
	 * The language the signed-in person reads once signed in: their own choice, else for
	 * a client viewer the language of the workspace they land on; empty when it is the
	 * browser's to say.
	 */
	public Optional<Language> signedInLanguage() {
		LocusUser me = currentUser.require();
		Optional<Language> own = ownChoice();
		if (own.isPresent() || me.role() != Role.CLIENT_VIEWER) {
			return own;
		}
		return languages.ofFirstAssignedWorkspace(me.agencyId(), me.id()).flatMap(Language::ofCode);
	}

	/**
	 * The signed-in person reads Locus in this language from now on, on every sign-in.
	 * @throws ValidationException for {@code languageCode} when Locus has no such
	 * language
	 */
	@Transactional
	public Language choose(@Nullable String languageCode) {
		LocusUser me = currentUser.requireInPerson();
		Language language = valid(languageCode);
		languages.choose(me.agencyId(), me.id(), language.code());
		audit.record(AuditEntry.success(me.agencyId(), null, "account.language_chosen", me.email(), language.code()));
		return language;
	}

	/**
	 * The language of the workspace's client portal (for client viewers without a choice
	 * of their own), client reports, mails and shared pages.
	 */
	public Language ofWorkspace(WorkspaceId workspace) {
		LocusUser me = access.requireRead(workspace);
		return languages.ofWorkspace(me.agencyId(), workspace).flatMap(Language::ofCode).orElse(Language.ENGLISH);
	}

	/**
	 * The workspace's language for what Locus writes to its client with no one signed in,
	 * such as a scheduled report and its mail; the caller has already decided who gets
	 * it.
	 */
	public Language forClientsOf(AgencyId agency, WorkspaceId workspace) {
		return languages.ofWorkspace(agency, workspace).flatMap(Language::ofCode).orElse(Language.ENGLISH);
	}

	/**
	 * Sets the workspace's language. Account managers of the workspace and agency admins.
	 * @throws ValidationException for {@code languageCode} when Locus has no such
	 * language
	 */
	@Transactional
	public void setForWorkspace(WorkspaceId workspace, @Nullable String languageCode) {
		LocusUser me = access.requireWrite(workspace);
		Language language = valid(languageCode);
		Language before = ofWorkspace(workspace);
		languages.setForWorkspace(me.agencyId(), workspace, language.code());
		audit.record(AuditEntry.success(me.agencyId(), workspace, "workspace.language_changed", language.code(),
				"was: " + before.code()));
	}

	private static Language valid(@Nullable String languageCode) {
		return Language.ofCode(languageCode)
			.orElseThrow(() -> ValidationException.of("languageCode", "Choose one of " + CHOICES + "."));
	}

}
