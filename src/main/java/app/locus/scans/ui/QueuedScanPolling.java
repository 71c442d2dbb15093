package app.locus.scans.ui;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.Background;
import app.locus.scans.PollingPolicy;
import app.locus.scans.ScanService;
import app.locus.scans.Submission;
import app.locus.scans.SubmissionStatus;

/**
 * Checks a queued scan for its report at the pace of {@link PollingPolicy#STANDARD}, off
 * the page's thread, until it is done or the policy gives up; for the scan forms.
 */
final class QueuedScanPolling {

	/** What the page shows as the checks go on. */
	interface Watcher {

		void stillQueued(Submission submission, int attempt);

		void completed(Submission submission);

		void gaveUp(String message);

	}

	private QueuedScanPolling() {
	}

	static void poll(Background background, ScanService scans, WorkspaceId workspace, Submission submission,
			int attemptsMade, Watcher watcher) {
		PollingPolicy.Decision decision = PollingPolicy.STANDARD.next(attemptsMade);
		if (decision instanceof PollingPolicy.StillProcessing still) {
			watcher.gaveUp(still.message());
			return;
		}
		PollingPolicy.PollAgain again = (PollingPolicy.PollAgain) decision;
		background.runLater(again.after(), () -> scans.checkProgress(workspace, submission.id()), checked -> {
			if (checked.status() == SubmissionStatus.COMPLETE) {
				watcher.completed(checked);
			}
			else {
				watcher.stillQueued(checked, again.attempt());
				poll(background, scans, workspace, checked, again.attempt(), watcher);
			}
		}, failure -> poll(background, scans, workspace, submission, again.attempt(), watcher));
	}

}
