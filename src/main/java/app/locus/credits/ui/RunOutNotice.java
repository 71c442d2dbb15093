package app.locus.credits.ui;

import java.util.Optional;

import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
import app.locus.credits.CreditsService;
import app.locus.shell.LayoutNotice;
import org.springframework.stereotype.Component;

/**
 * The layout's warning that the open workspace's credits run out before the subscription
 * renews, linking to the credits page. Read from the stored snapshot and the calendar,
 * never from the service.
 */
@Component
class RunOutNotice implements LayoutNotice {

	private final CreditsService credits;

	RunOutNotice(CreditsService credits) {
		this.credits = credits;
	}

	@Override
	public Optional<Notice> noticeFor(WorkspaceId workspace) {
		try {
			return credits.warning(workspace)
				.flatMap(forecast -> forecast.warning())
				.map(text -> new Notice("runout-warning", text, CreditsNavigation.href(workspace)));
		}
		catch (LocusException ex) {
			// the frame must not fail: a page the person may not open says so itself
			return Optional.empty();
		}
	}

}
