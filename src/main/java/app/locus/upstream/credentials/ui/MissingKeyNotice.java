package app.locus.upstream.credentials.ui;

import java.util.Optional;

import app.locus.base.LocusException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.shell.LayoutNotice;
import app.locus.shell.Navigation;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.upstream.credentials.CredentialPresence;
import org.springframework.stereotype.Component;

/**
 * Says on every page of a workspace that has no API key or connection what to do, before
 * anything fails for want of one (DD140): whoever may add a key gets a link to the keys
 * page, everyone else is told who must add one.
 */
@Component
class MissingKeyNotice implements LayoutNotice {

	static final String ID = "no-key-notice";

	private final CredentialPresence credentials;

	private final ApiKeyService keys;

	private final CurrentUser currentUser;

	private final Navigation navigation;

	MissingKeyNotice(CredentialPresence credentials, ApiKeyService keys, CurrentUser currentUser,
			Navigation navigation) {
		this.credentials = credentials;
		this.keys = keys;
		this.currentUser = currentUser;
		this.navigation = navigation;
	}

	@Override
	public Optional<Notice> noticeFor(WorkspaceId workspace) {
		try {
			if (credentials.hasCredential(workspace)) {
				return Optional.empty();
			}
			Role role = currentUser.require().role();
			if (role == Role.CLIENT_VIEWER) {
				return Optional.of(new Notice(ID,
						"Not connected to the scanning service yet: your agency must add " + "an API key", null));
			}
			Optional<String> keysPage = keys.canManage(workspace)
					? navigation.workspacePage("api-keys", workspace, role) : Optional.empty();
			return Optional.of(keysPage.map(page -> new Notice(ID, "No API key yet: add one to scan", page))
				.orElseGet(() -> new Notice(ID, "No API key yet: ask an agency admin to add one", null)));
		}
		catch (LocusException ex) {
			// the frame must not fail: a page the person may not open says so itself
			return Optional.empty();
		}
	}

}
