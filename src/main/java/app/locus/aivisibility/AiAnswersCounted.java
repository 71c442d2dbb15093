package app.locus.aivisibility;

import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;

/**
 * Published once the answers of newly arrived AI scans are counted, so that what reads
 * the AI visibility (the alerts) sees them.
 */
public record AiAnswersCounted(AgencyId agency, WorkspaceId workspace, List<AnsweredScan> scans) {

	public AiAnswersCounted {
		scans = List.copyOf(scans);
	}

}
