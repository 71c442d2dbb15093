package app.locus.reviewinbox;

import java.util.List;

import app.locus.tenancy.WorkspaceSummary;

/** What the inbox's client and location filters offer. */
public record InboxChoices(List<WorkspaceSummary> clients, List<InboxLocation> locations) {

	public InboxChoices {
		clients = List.copyOf(clients);
		locations = List.copyOf(locations);
	}

}
