package app.locus.isolation.declared;

import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.timeline.TimelineService;

/**
 * The marks of trend charts: everyone who reads the workspace reads what happened to it,
 * client viewers too; nothing is written. The client report maker reads them as the
 * system.
 */
class TimelineAccess extends FeatureAccess {

	TimelineAccess() {
		super("app.locus.timeline");
		service(TimelineService.class).read("marks")
			.withForeignIds("marks", Outcome.EMPTY, "another workspace's place has no events in this one")
			.system("the client report maker, for the workspace whose report it makes (its callers decide who may)",
					"reportMarks");
	}

}
