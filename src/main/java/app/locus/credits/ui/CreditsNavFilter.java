package app.locus.credits.ui;

import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
import app.locus.credits.CreditsService;
import app.locus.shell.NavEntry;
import app.locus.shell.WorkspaceNavFilter;
import app.locus.scans.ui.UnknownSpendsNavigation;
import org.springframework.stereotype.Component;

/**
 * Leaves the credits link (and the unknown spends link, credits at stake) out for a
 * client viewer of a workspace whose credits the agency hides; the services refuse the
 * pages themselves.
 */
@Component
class CreditsNavFilter implements WorkspaceNavFilter {

	private final CreditsService credits;

	CreditsNavFilter(CreditsService credits) {
		this.credits = credits;
	}

	@Override
	public boolean shows(NavEntry entry, WorkspaceId workspace) {
		if (!CreditsNavigation.ENTRY_ID.equals(entry.id()) && !UnknownSpendsNavigation.ENTRY_ID.equals(entry.id())) {
			return true;
		}
		try {
			return credits.visible(workspace);
		}
		catch (LocusException ex) {
			return false;
		}
	}

}
