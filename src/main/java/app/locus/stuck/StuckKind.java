package app.locus.stuck;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * What a piece of stuck work is (DD194), with the words the operator page shows: what it
 * is, what happens to it next, and where a person settles it.
 */
public enum StuckKind {

	/** A business-profile change being sent by a node that stopped. */
	PROPOSAL_SENDING("Business-profile change being sent",
			"The sync reads the profile and settles it; it is never sent again by itself.", "Approvals", "approvals"),
	/** A business-profile change whose outcome the profile did not tell. */
	PROPOSAL_UNKNOWN("Business-profile change with an unknown outcome",
			"A person checks the profile, then proposes it again if it is missing.", "Approvals", "approvals"),
	/** A scan whose outcome is unknown. */
	SCAN_SPEND("Scan with an unknown outcome",
			"The sync looks for its report for a day; then a person marks it found or writes it off.", "Unknown spends",
			"unknown-spends"),
	/** A campaign run whose outcome is unknown. */
	CAMPAIGN_RUN_SPEND("Campaign run with an unknown outcome",
			"The sync looks for its run in the campaign reports for a day; then a person writes it off.",
			"Unknown spends", "unknown-spends"),
	/** A spot check whose outcome is unknown. */
	SPOT_CHECK_SPEND("Spot check with an unknown outcome", "A person settles it.", "Unknown spends", "unknown-spends"),
	/** A mail waiting in the outbox past its time. */
	MAIL_WAITING("Mail waiting to be sent",
			"The outbox sends it at its next try; a mail server that is away delays it.", "Outbox", "agency/outbox"),
	/** An alert webhook call waiting past its time. */
	WEBHOOK_WAITING("Alert webhook call waiting", "It is sent at its next try, until its tries run out.", "Alert rules",
			"alert-rules"),
	/** A client report schedule whose run is overdue. */
	CLIENT_REPORT_OVERDUE("Scheduled client report overdue",
			"It is made at the next round; a run that fails is tried again.", "Client reports", "client-reports");

	private final String label;

	private final String next;

	private final String settledOn;

	private final String page;

	StuckKind(String label, String next, String settledOn, String page) {
		this.label = label;
		this.next = next;
		this.settledOn = settledOn;
		this.page = page;
	}

	/** What it is, in plain words. */
	public String label() {
		return label;
	}

	/** What happens to it next. */
	public String next() {
		return next;
	}

	/** The name of the page where a person settles it. */
	public String settledOn() {
		return settledOn;
	}

	/**
	 * The path of the page where a person settles it: the workspace's page, or the
	 * agency's for what belongs to no workspace.
	 */
	public String link(@Nullable WorkspaceId workspace) {
		return workspace == null ? page : "w/" + workspace.value() + "/" + page;
	}

}
